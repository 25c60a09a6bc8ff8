import { describe, expect, it } from 'vitest';
import { CryptoIcon, FeeIcon, IncomingIcon, OutgoingIcon, TransfersIcon } from '../ui/icon';
import { transactionAvatarOf } from './transaction-avatar';

const grace = { name: 'Grace', surname: 'Hopper' };
const ada = { name: 'Ada', surname: 'Lovelace' };

describe('transactionAvatarOf', () => {
  it('shows the initials of the name the row shows, on its tint', () => {
    expect(
      transactionAvatarOf({ direction: 'in', sender: grace, recipient: ada }, 'en-GB'),
    ).toEqual({ initials: 'GH', tint: 3 });
    expect(
      transactionAvatarOf({ direction: 'out', sender: ada, recipient: grace }, 'de-DE'),
    ).toEqual({ initials: 'GH', tint: 3 });
    expect(
      transactionAvatarOf(
        { direction: 'out', sender: ada, recipient: { name: 'ilkay', surname: 'yılmaz' } },
        'tr-TR',
      ),
    ).toEqual({ initials: 'İY', tint: expect.any(Number) as number });
  });

  it('shows the kind of payment where there is no name', () => {
    const masked = { iban: 'DE89370400440532013000' };
    expect(transactionAvatarOf({ direction: 'in', sender: masked }, 'en-GB')).toEqual({
      icon: IncomingIcon,
    });
    expect(transactionAvatarOf({ direction: 'out', recipient: { name: ' ' } }, 'en-GB')).toEqual({
      icon: OutgoingIcon,
    });
  });

  it('shows the kind of a fee, crypto, a move between own accounts or an unknown direction', () => {
    expect(
      transactionAvatarOf({ direction: 'out', fee: true, sender: ada, recipient: grace }, 'en-GB'),
    ).toEqual({ icon: FeeIcon });
    expect(
      transactionAvatarOf({ direction: 'in', paymentMethod: 'crypto', sender: grace }, 'en-GB'),
    ).toEqual({ icon: CryptoIcon });
    expect(transactionAvatarOf({ direction: 'out', sender: ada, recipient: ada }, 'en-GB')).toEqual(
      { icon: TransfersIcon },
    );
    expect(transactionAvatarOf({ sender: grace, recipient: ada }, 'en-GB')).toEqual({
      icon: TransfersIcon,
    });
  });
});
