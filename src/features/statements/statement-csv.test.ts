import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { buildStatement } from '../../domain/statements/statement';
import { createI18n, registerTexts } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';
import { statementCsv, statementFileName } from './statement-csv';

registerTexts(statementsEn);

const tx = (fields: Partial<Transaction> & Pick<Transaction, 'id' | 'amount'>): Transaction => ({
  accountId: 'a1',
  status: 'completed',
  direction: 'in',
  createdAt: '2026-10-15T12:00:00.000Z',
  ...fields,
});

const statement = buildStatement({
  currentBalance: '1234.50',
  from: Date.parse('2026-10-01T00:00:00.000Z'),
  to: Date.parse('2026-11-01T00:00:00.000Z'),
  transactions: [
    tx({
      id: 't2',
      amount: '100.00',
      direction: 'out',
      charge: { fee: '1.00' },
      recipient: { name: 'Alan', surname: 'Turing', reference: '=Books' },
      createdAt: '2026-10-12T12:00:00.000Z',
    }),
    tx({ id: 't1', amount: '500.00', sender: { name: 'Grace', surname: 'Hopper' } }),
  ],
});

describe('statementCsv', () => {
  it('writes English with commas and points: signed numbers, fees apart, balances', () => {
    const { t } = createI18n('en-GB');
    const lines = statementCsv(statement, { currency: 'EUR', locale: 'en-GB', t }).split('\r\n');
    expect(lines[0]).toBe('Date,Time,Description,Reference,Status,Amount,Fee,Balance,Currency');
    expect(lines[1]).toBe(',,Opening balance,,,,,835.50,EUR');
    expect(lines[2]?.split(',').slice(2)).toEqual([
      'To Alan Turing',
      `"'=Books"`,
      'Completed',
      '-100.00',
      '-1.00',
      '734.50',
      'EUR',
    ]);
    expect(lines[3]?.split(',').slice(2)).toEqual([
      'From Grace Hopper',
      '',
      'Completed',
      '500.00',
      '',
      '1234.50',
      'EUR',
    ]);
    expect(lines[4]).toBe(',,Closing balance,,,,,1234.50,EUR');
    // Local date and time columns, in the machine's zone.
    expect(lines[2]).toMatch(/^2026-10-1\d,\d\d:\d\d:\d\d,/);
  });

  it('neutralises a formula behind whitespace in a reference, not the signed amounts', () => {
    const { t } = createI18n('en-GB');
    const hidden = buildStatement({
      currentBalance: '50.00',
      from: Date.parse('2026-10-01T00:00:00.000Z'),
      to: Date.parse('2026-11-01T00:00:00.000Z'),
      transactions: [
        tx({
          id: 't3',
          amount: '20.00',
          direction: 'out',
          recipient: { name: 'Bob', reference: 'Books;  =HYPERLINK("http://x")' },
        }),
      ],
    });
    const lines = statementCsv(hidden, { currency: 'EUR', locale: 'en-GB', t }).split('\r\n');
    expect(lines[2]).toMatch(
      /,To Bob,"Books;' {2}=HYPERLINK\(""http:\/\/x""\)",Completed,-20\.00,,50\.00,EUR$/,
    );
  });

  it('writes German with semicolons and decimal commas', () => {
    const { t } = createI18n('de-DE');
    const lines = statementCsv(statement, { currency: 'EUR', locale: 'de-DE', t }).split('\r\n');
    expect(lines[1]).toBe(';;Opening balance;;;;;835,50;EUR');
    expect(lines[2]?.split(';').slice(5)).toEqual(['-100,00', '-1,00', '734,50', 'EUR']);
  });

  it('a fee booked as a row of its own is in the fee column only, so the columns add up', () => {
    const charge = { amount: '100.00', fee: '0.50', total: '100.50' };
    const withFeeRow = buildStatement({
      currentBalance: '899.50',
      from: Date.parse('2026-10-01T00:00:00.000Z'),
      to: Date.parse('2026-11-01T00:00:00.000Z'),
      transactions: [
        tx({ id: 'f1', amount: '0.50', direction: 'out', fee: true, charge }),
        tx({ id: 'p1', amount: '100.00', direction: 'out', fee: false, charge }),
      ],
    });
    const { t } = createI18n('en-GB');
    const lines = statementCsv(withFeeRow, { currency: 'EUR', locale: 'en-GB', t }).split('\r\n');
    expect(lines[1]).toBe(',,Opening balance,,,,,1000.00,EUR');
    // Same time: by id, so the fee row f1 comes first.
    expect(lines[2]?.split(',').slice(5)).toEqual(['', '-0.50', '999.50', 'EUR']);
    expect(lines[3]?.split(',').slice(5)).toEqual(['-100.00', '', '899.50', 'EUR']);
    expect(lines[4]).toBe(',,Closing balance,,,,,899.50,EUR');
  });

  it('names the file after the account and the period', () => {
    expect(statementFileName('Everyday €uros', { from: '2026-10-01', to: '2026-10-31' })).toBe(
      'statement-everyday-uros-2026-10-01-2026-10-31.csv',
    );
  });
});
