// One word per status in each language (issue 38, words): a customer who reads "on hold" on
// the balances card reads the same word on a transaction's pill, its receipt and the statement.
import { describe, expect, it } from 'vitest';
import { accountsDe } from './de/accounts';
import { cryptoOrdersDe } from './de/crypto-orders';
import { receiptDe } from './de/receipt';
import { statementsDe } from './de/statements';
import { transactionsDe } from './de/transactions';
import { accountsEn } from './en/accounts';
import { cryptoOrdersEn } from './en/crypto-orders';
import { receiptEn } from './en/receipt';
import { statementsEn } from './en/statements';
import { transactionsEn } from './en/transactions';

const LANGUAGES = {
  en: { ...accountsEn, ...cryptoOrdersEn, ...receiptEn, ...statementsEn, ...transactionsEn },
  de: { ...accountsDe, ...cryptoOrdersDe, ...receiptDe, ...statementsDe, ...transactionsDe },
};

describe.each(Object.entries(LANGUAGES))('the words of a status (%s)', (_language, texts) => {
  it('on hold: the balances card, the pill, the receipt’s step and the statement’s rows', () => {
    const word = texts['transactions.status.on_hold_provider'];
    expect(texts['accounts.balances.holding']).toBe(word);
    expect(texts['receipt.stop.onHold']).toBe(word);
    expect(texts['statements.row.onHold']).toMatch(new RegExp(`^${word}:`));
    expect(texts['statements.row.heldIncoming']).toMatch(new RegExp(`^${word}:`));
  });

  it('pending: the balances card, the pill and the statement’s rows', () => {
    const word = texts['transactions.status.pending'];
    expect(texts['accounts.balances.pending']).toBe(word);
    expect(texts['statements.row.pending']).toMatch(new RegExp(`^${word}:`));
  });

  it('completed: the pill, the receipt’s step and a crypto order', () => {
    const word = texts['transactions.status.completed'];
    expect(texts['receipt.stop.completed']).toBe(word);
    expect(texts['cryptoOrders.status.completed']).toBe(word);
  });
});
