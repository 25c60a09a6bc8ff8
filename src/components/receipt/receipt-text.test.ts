// The receipt as plain text (copy and share): what the bank sent stays inside its own line.
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { createI18n } from '../../lib/i18n/i18n';
import { receiptText } from './receipt-rows';

const PAYMENT: Transaction = {
  id: 'tx-1',
  accountId: 'acc-1',
  amount: '25.00',
  status: 'completed',
  direction: 'out',
  paymentMethod: 'sepa',
  createdAt: '2026-03-01T12:34:00.000Z',
  charge: { amount: '25.00', fee: '0', total: '25.00', currency: 'EUR' },
  sender: { name: 'Ada', surname: 'Lovelace', iban: 'DE89370400440532013000' },
  recipient: {
    name: 'Grace\r\nAmount: €0.01',
    surname: 'Hopper\u2028Fee charged: none',
    iban: 'NL91ABNA0417164300',
    reference: 'Dinner\nAmount: €1,000,000.00',
  },
};

const text = (transaction: Transaction) =>
  receiptText({ transaction, currency: 'EUR' }, createI18n('en-GB'), 'Test Bank');

describe('receiptText', () => {
  it('keeps a line break in a name or reference from adding a line of its own', () => {
    const lines = text(PAYMENT).split('\n');
    expect(lines.filter((line) => line.startsWith('Amount:'))).toEqual(['Amount: €25.00']);
    expect(lines).toContain('Reference: Dinner Amount: €1,000,000.00');
    expect(lines).toContain(
      'Paid to: Grace Amount: €0.01 Hopper Fee charged: none, IBAN ending 4300',
    );
  });

  it('flattens any control character and collapses the spaces around it', () => {
    const lines = text({
      ...PAYMENT,
      status: 'on_hold\u2029review',
      recipient: { name: 'Grace', reference: ' Rent \t\u0000\u0085\u000b March\u001b ' },
    }).split('\n');
    expect(lines).toContain('Reference: Rent March');
    expect(lines.every((line) => !/[\p{Cc}\u2028\u2029]/u.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Status: \S.*\S$/);
  });
});
