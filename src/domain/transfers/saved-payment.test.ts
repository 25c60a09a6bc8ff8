import { describe, expect, it } from 'vitest';
import type { PersistedRecipient } from '../../api/recipients/schemas';
import { savedPaymentOf } from './saved-payment';

const KEY = '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c';

const saved = (fields: Partial<PersistedRecipient>): PersistedRecipient => ({
  recipientKey: KEY,
  ...fields,
});

describe('savedPaymentOf', () => {
  it('pays an internal saved recipient, or one without a type, by its key', () => {
    expect(savedPaymentOf(saved({ transferType: 'INTERNAL' }))).toEqual({
      by: 'key',
      recipientKey: KEY,
    });
    expect(savedPaymentOf(saved({}))).toEqual({ by: 'key', recipientKey: KEY });
    expect(savedPaymentOf(saved({ transferType: 'internal' }))?.by).toBe('key');
  });

  it('pays one saved for SEPA by a SEPA transfer to its IBAN and name', () => {
    expect(
      savedPaymentOf(
        saved({
          transferType: 'SEPA',
          name: ' Hans ',
          surname: 'Muster',
          iban: 'FR14 2004 1010 0505 0001 3M02 606',
        }),
      ),
    ).toEqual({ by: 'sepa', iban: 'FR1420041010050500013M02606', name: 'Hans', surname: 'Muster' });
    // A company's name stands for a first name.
    expect(
      savedPaymentOf(
        saved({ transferType: 'SEPA', companyName: 'Acme BV', iban: 'NL91ABNA0417164300' }),
      ),
    ).toEqual({ by: 'sepa', iban: 'NL91ABNA0417164300', name: 'Acme BV', surname: '' });
  });

  it('cannot pay a UK payment’s recipient, nor a SEPA one without a valid IBAN or a name', () => {
    expect(savedPaymentOf(saved({ transferType: 'UKLT', accountNumber: '87654321' }))).toBeNull();
    expect(
      savedPaymentOf(saved({ transferType: 'SEPA', name: 'Max', iban: 'DE89370400440532013001' })),
    ).toBeNull();
    expect(savedPaymentOf(saved({ transferType: 'SEPA', iban: 'NL91ABNA0417164300' }))).toBeNull();
  });
});
