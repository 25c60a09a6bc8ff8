// The CSV's cells (no formula a spreadsheet would run, signed numbers as numbers, local days
// and times, the separator of the customer's language) and its file name.
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { englishCsv, HEADER, localCells } from '../../test/export-csv-kit';
import { historyDe } from '../../lib/i18n/de/history';
import { transactionsDe } from '../../lib/i18n/de/transactions';
import { addTranslations, createI18n } from '../../lib/i18n/i18n';
import { exportFileName, transactionsCsv } from './export-csv-text';

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
  const [day, time] = localCells('2026-02-03T10:00:00.000Z').map(String);
  const updated = localCells('2026-02-03T10:05:00.000Z').join(' ');

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
      englishCsv('EUR'),
    );
    expect(csv).toBe(
      [
        header,
        `${day},${time},Out,"Bob;'=1+1",DE89370400440532013000,` +
          `"Rent;'+cmd|calc,'-2\t'@x",-12.50,-0.50,EUR,Completed,tx-1,op-7,${updated}`,
        `${day},${time},In,"'-Anna",,"home\n'=HYPERLINK(""http://x"")",12.50,,EUR,` +
          `Completed,tx-2,,${updated}`,
      ].join('\r\n'),
    );
  });

  it('neutralises a formula behind whitespace in what the bank sent, not its amounts', () => {
    const csv = transactionsCsv(
      [
        transaction({
          id: '  =cmd|calc',
          direction: 'out',
          amount: '-12.50',
          recipient: { name: 'Bob', reference: 'Dinner\n  =HYPERLINK("http://x")' },
        }),
        transaction({ id: 'tx-2', direction: ' +sideways', amount: ' -3.00' }),
      ],
      englishCsv('EUR'),
    );
    const [, out, unknown] = csv.split('\r\n');
    expect(out).toBe(
      `${day},${time},Out,Bob,,"Dinner\n'  =HYPERLINK(""http://x"")",-12.50,,EUR,` +
        `Completed,"'  =cmd|calc",,${updated}`,
    );
    // The bank's own word for an unknown direction, as text; its amount still a number.
    expect(unknown?.split(',').slice(2, 3)).toEqual([`"' +sideways"`]);
    expect(unknown).toContain(',-3.00,');
  });

  it('writes amounts and fees as numbers; what is not a plain decimal is text, neutralised', () => {
    const cells = (amount: string, fee: string) =>
      transactionsCsv(
        [transaction({ direction: 'out', amount, charge: { fee, currency: 'EUR' } })],
        englishCsv('EUR'),
      )
        .split('\r\n')[1]
        ?.split(',')
        .slice(6, 8);
    // Money out is below zero whichever sign the bank sent it with; so is its fee.
    expect(cells('-12.50', '1.25')).toEqual(['-12.50', '-1.25']);
    expect(cells('12.50', '1.25')).toEqual(['-12.50', '-1.25']);
    expect(cells('-0.5', '10')).toEqual(['-0.5', '-10']);
    expect(cells('+7.00', '0.10')).toEqual(['-7.00', '-0.10']);
    expect(cells('-1e3', '0.10')).toEqual(['"\'-1e3"', '-0.10']);
    expect(cells('=2+3', '0.10')).toEqual(['"\'=2+3"', '-0.10']);
  });

  it('a fee booked as a row of its own is said once: its amount, no fee beside either row', () => {
    const charge = { amount: '100.00', fee: '0.50', total: '100.50', currency: 'EUR' };
    const lines = transactionsCsv(
      [
        transaction({ id: 'fee-1', direction: 'out', amount: '0.50', fee: true, charge }),
        transaction({ id: 'pay-1', direction: 'out', amount: '100.00', fee: false, charge }),
      ],
      englishCsv('EUR'),
    ).split('\r\n');
    expect(lines[1]?.split(',').slice(6, 8)).toEqual(['-0.50', '']);
    expect(lines[2]?.split(',').slice(6, 8)).toEqual(['-100.00', '']);
  });

  it('in German: semicolons, decimal commas, and the account of each row when several', () => {
    addTranslations('de', historyDe, transactionsDe);
    const de = createI18n('de');
    const csv = transactionsCsv(
      [
        transaction({ direction: 'in', amount: '1234.50', accountId: 'eur' }),
        transaction({ id: 'tx-2', direction: 'out', amount: '0.99', accountId: 'gbp' }),
      ],
      {
        t: de.t,
        format: { separator: ';', decimal: ',' },
        currencyOf: (row) => (row.accountId === 'gbp' ? 'GBP' : 'EUR'),
        accountOf: (row) => (row.accountId === 'gbp' ? 'Pfund; privat' : 'Alltag'),
      },
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Uhrzeit;Konto;Richtung;Auftraggeber/Empfänger;Konto Auftraggeber/Empfänger;' +
        'Verwendungszweck;Betrag;Gebühr;Währung;Status;Transaktions-ID;Vorgangs-ID;' +
        'Zuletzt aktualisiert',
    );
    expect(lines[1]?.split(';').slice(0, 3)).toEqual([day, time, 'Alltag']);
    expect(lines[1]?.split(';').slice(7, 10)).toEqual(['1234,50', '', 'EUR']);
    expect(lines[2]).toContain(';"Pfund; privat";');
    expect(lines[2]).toContain(';-0,99;;GBP;');
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
