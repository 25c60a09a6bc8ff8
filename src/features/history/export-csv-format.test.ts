// The CSV's cells (no formula a spreadsheet would run, numbers as numbers) and its file name.
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { HEADER, t } from '../../test/export-csv-kit';
import { exportFileName, transactionsCsv } from './export-csv';

describe('a CSV that no spreadsheet runs, whatever separator it splits on', () => {
  const transaction = (fields: Partial<Transaction>): Transaction => ({
    id: 'tx-1',
    accountId: 'acc-1',
    amount: '0.00',
    status: 'completed',
    createdAt: '2026-02-03T10:00:00.000Z',
    updatedAt: '2026-02-03T10:05:00.000Z',
    ...fields,
  });
  const header = HEADER.join(',');

  it('neutralises a formula after a comma, semicolon, tab or line break inside a cell', () => {
    const csv = transactionsCsv(
      [
        transaction({
          direction: 'out',
          amount: '-12.50',
          charge: { fee: '0.50', currency: 'EUR' },
          recipient: {
            name: 'Bob;=1+1',
            iban: 'DE89 3704 0044 0532 0130 00',
            reference: 'Rent;+cmd|calc,-2\t@x',
          },
          outTransactionId: 'op-7',
        }),
        transaction({
          id: 'tx-2',
          direction: 'in',
          amount: '12.50',
          sender: { name: '-Anna', reference: 'home\n=HYPERLINK("http://x")' },
        }),
      ],
      'EUR',
      t,
    );
    expect(csv).toBe(
      [
        header,
        '2026-02-03T10:00:00.000Z,Out,"Bob;\'=1+1",DE89370400440532013000,' +
          "\"Rent;'+cmd|calc,'-2\t'@x\",-12.50,0.50,EUR,Completed,tx-1,op-7,2026-02-03T10:05:00.000Z",
        '2026-02-03T10:00:00.000Z,In,"\'-Anna",,"home\n\'=HYPERLINK(""http://x"")",12.50,,EUR,' +
          'Completed,tx-2,,2026-02-03T10:05:00.000Z',
      ].join('\r\n'),
    );
  });

  it('writes amounts and fees as numbers; what is not a plain decimal is text, neutralised', () => {
    const cells = (amount: string, fee: string) =>
      transactionsCsv(
        [transaction({ direction: 'out', amount, charge: { fee, currency: 'EUR' } })],
        'EUR',
        t,
      )
        .split('\r\n')[1]
        ?.split(',')
        .slice(5, 7);
    expect(cells('-12.50', '1.25')).toEqual(['-12.50', '1.25']);
    expect(cells('-0.5', '10')).toEqual(['-0.5', '10']);
    expect(cells('+7.00', '0.10')).toEqual(['7.00', '0.10']);
    expect(cells('-1e3', '0.10')).toEqual(['"\'-1e3"', '0.10']);
    expect(cells('=2+3', '0.10')).toEqual(['"\'=2+3"', '0.10']);
  });
});

describe('exportFileName', () => {
  it('names the account, the filter and the local day', () => {
    const day = new Date(2026, 2, 1, 9, 30);
    expect(exportFileName('Everyday euros', day)).toBe('history-everyday-euros-2026-03-01.csv');
    expect(exportFileName('Épargne à terme', day, 'On hold')).toBe(
      'history-epargne-a-terme-on-hold-2026-03-01.csv',
    );
    expect(exportFileName('', day)).toBe('history-account-2026-03-01.csv');
  });
});
