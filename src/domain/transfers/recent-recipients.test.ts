import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { recentRecipients } from './recent-recipients';

let next = 0;
/** An outgoing payment to `recipient`, made at `createdAt`. */
function paid(
  recipient: Transaction['recipient'],
  createdAt: string,
  fields: Partial<Transaction> = {},
): Transaction {
  next += 1;
  return {
    id: `t-${next}`,
    accountId: 'a-1',
    amount: '10.00',
    status: 'completed',
    direction: 'out',
    createdAt,
    recipient,
    sender: { name: 'Ada', surname: 'Lovelace' },
    ...fields,
  };
}

const HANS = { name: 'Hans', surname: 'Muster', iban: 'NL91 ABNA 0417 1643 00' };
const GRACE = { name: 'Grace', surname: 'Hopper', iban: 'DE89370400440532013000' };
const MARIE = {
  name: 'Marie',
  surname: '',
  iban: 'FR1420041010050500013M02606',
  bicSwift: 'bnpa fr pp',
};

describe('recentRecipients', () => {
  it('lists the recipients of outgoing payments newest first, each once', () => {
    const list = recentRecipients([
      paid(HANS, '2026-11-01T10:00:00Z'),
      paid(GRACE, '2026-11-20T09:00:00Z'),
      paid(HANS, '2026-11-25T08:00:00Z'),
      paid(MARIE, '2026-10-02T12:00:00Z'),
    ]);
    expect(list).toEqual([
      {
        iban: 'NL91ABNA0417164300',
        name: 'Hans',
        surname: 'Muster',
        bic: null,
        savedKey: null,
        paidAt: '2026-11-25T08:00:00Z',
      },
      {
        iban: 'DE89370400440532013000',
        name: 'Grace',
        surname: 'Hopper',
        bic: null,
        savedKey: null,
        paidAt: '2026-11-20T09:00:00Z',
      },
      {
        iban: 'FR1420041010050500013M02606',
        name: 'Marie',
        surname: '',
        bic: 'BNPAFRPP',
        savedKey: null,
        paidAt: '2026-10-02T12:00:00Z',
      },
    ]);
  });

  it('leaves out money in, rejected payments, and records that cannot be paid again', () => {
    const list = recentRecipients([
      paid(GRACE, '2026-11-20T09:00:00Z', { direction: 'in' }),
      paid(HANS, '2026-11-21T09:00:00Z', { status: 'rejected' }),
      // A mistyped IBAN (its checksum fails), a name alone, and an IBAN without a first name.
      paid({ name: 'Max', iban: 'DE89370400440532013001' }, '2026-11-22T09:00:00Z'),
      paid({ name: 'Alan', surname: 'Turing' }, '2026-11-23T09:00:00Z'),
      paid({ surname: 'Hopper', iban: 'DE89370400440532013000' }, '2026-11-24T09:00:00Z'),
      paid(MARIE, '2026-11-19T09:00:00Z', { direction: 'outgoing', status: 'pending' }),
    ]);
    expect(list.map((recipient) => recipient.iban)).toEqual(['FR1420041010050500013M02606']);
  });

  it('leaves out payments to oneself and pays a saved recipient through its key', () => {
    const list = recentRecipients(
      [
        paid(GRACE, '2026-11-20T09:00:00Z'),
        // Between two of ada's own accounts: the recipient is named as the sender.
        paid(
          { name: 'Ada', surname: 'Lovelace', iban: 'NL91ABNA0417164300' },
          '2026-11-21T09:00:00Z',
        ),
      ],
      {
        saved: [
          { recipientKey: 'k-uk', iban: null },
          { recipientKey: 'k-grace', iban: 'DE89 3704 0044 0532 0130 00' },
        ],
      },
    );
    expect(list).toEqual([
      expect.objectContaining({ iban: 'DE89370400440532013000', savedKey: 'k-grace' }),
    ]);
  });

  it('stops at the most it was asked for; rows without a time come last', () => {
    const list = recentRecipients(
      [
        paid(MARIE, '', { createdAt: undefined }),
        paid(HANS, '2026-11-01T10:00:00Z'),
        paid(GRACE, '2026-11-02T10:00:00Z'),
      ],
      { max: 2 },
    );
    expect(list.map((recipient) => recipient.name)).toEqual(['Grace', 'Hans']);
    expect(recentRecipients([paid(MARIE, '', { createdAt: undefined })])[0]?.paidAt).toBeNull();
  });

  // The contract gives createdAt as a date-time, not its precision or zone: compared as text,
  // 10:00:00.500Z came before 10:00:00Z and 11:30+01:00 after 11:00Z.
  it('orders by the moment, whatever the precision or zone of the times', () => {
    const list = recentRecipients([
      paid(HANS, '2026-11-20T10:00:00Z'),
      paid(GRACE, '2026-11-20T10:00:00.500Z'),
      paid(MARIE, '2026-11-20T10:30:00+01:00'),
    ]);
    expect(list.map((recipient) => recipient.name)).toEqual(['Grace', 'Hans', 'Marie']);
  });
});
