import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { getTransactions } from '../../api/transactions/requests';
import type { Transaction } from '../../api/transactions/schemas';
import { createI18n } from '../../lib/i18n/i18n';
import { setupMockBank } from '../../test/mock-bank-harness';
import { collectTransactions, exportFileName, transactionsCsv } from './export-csv';
import { compareDescending } from '../../../mock/bank/routes/transactions';

const { t } = createI18n('en');

const { bank, requests, signInAs, accountOf } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

const HEADER = [
  'Date',
  'Direction',
  'Counterparty',
  'Counterparty account',
  'Reference',
  'Amount',
  'Fee',
  'Currency',
  'Status',
  'Transaction ID',
  'Operation ID',
  'Last updated',
];

/** A persona's transactions of one account in the bank's order (newest first). */
function seeded(login: string, accountId: string, status?: string): Transaction[] {
  return (bank.state.users.get(login)?.transactions ?? [])
    .filter((item) => item.accountId === accountId && (!status || item.status === status))
    .sort(compareDescending);
}

const parse = (csv: string) => Papa.parse<string[]>(csv, { newline: '\r\n' }).data;

describe('the CSV of a filtered history', () => {
  it('ada’s pending EUR transactions: a header, then each row as the bank sent it', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const rows = await collectTransactions(
      getTransactions,
      { accountId: eur.id, status: 'pending', sortOrder: 'ascending' },
      new AbortController().signal,
    );
    const csv = transactionsCsv(rows, 'EUR', t);

    const expected = seeded('ada', eur.id, 'pending').reverse();
    expect(expected.length).toBeGreaterThan(5);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(expected.length + 1);
    expect(parse(csv)).toEqual([
      HEADER,
      ...expected.map((item) => {
        const party = item.direction === 'in' ? item.sender : item.recipient;
        return [
          item.createdAt,
          item.direction === 'in' ? 'In' : 'Out',
          `${party?.name} ${party?.surname}`,
          '',
          party?.reference,
          item.amount,
          '',
          'EUR',
          'Pending',
          item.id,
          '',
          item.updatedAt,
        ];
      }),
    ]);
  });

  it('the saver’s money out carries its fee, IBAN or UK account and operation id', async () => {
    signInAs('saver');
    const pot = accountOf('saver', 'Savings pot');
    const controller = new AbortController();
    const rows = await collectTransactions(
      getTransactions,
      { accountId: pot.id, sortOrder: 'descending' },
      controller.signal,
      ({ pages }) => {
        if (pages === 1) controller.abort();
      },
    ).catch(() => null);
    expect(rows).toBeNull();
    const first = seeded('saver', pot.id).slice(0, 100);
    const parsed = parse(transactionsCsv(first, 'EUR', t)).slice(1);
    const out = first.findIndex((item) => item.direction === 'out' && item.recipient?.iban);
    const uk = first.findIndex((item) => item.direction === 'out' && item.recipient?.ukSortCode);
    expect(parsed[out]?.slice(3, 8)).toEqual([
      first[out]?.recipient?.iban,
      first[out]?.recipient?.reference,
      first[out]?.amount,
      first[out]?.charge?.fee,
      'EUR',
    ]);
    expect(parsed[out]?.[10]).toBe(first[out]?.outTransactionId);
    expect(parsed[uk]?.[3]).toBe(
      `${first[uk]?.recipient?.ukAccountNumber} ${first[uk]?.recipient?.ukSortCode}`,
    );
  });

  it('quotes by RFC 4180 and neutralises cells a spreadsheet would run as formulas', () => {
    const base = seeded('ada', accountOf('ada', 'Everyday euros').id)[0]!;
    const made = (name: string, reference: string): Transaction => ({
      ...base,
      direction: 'in',
      sender: { name, surname: null, reference },
    });
    const csv = transactionsCsv(
      [
        made('Doe, "J"', 'Line one\nline two'),
        made('=HYPERLINK("http://x","y")', '+1 555'),
        made('@SUM(A1)', '-3'),
        made('\tTab', '\rReturn'),
        made('=1+1\nnext', 'plain'),
      ],
      'EUR',
      t,
    );
    // A field sent as it is (an unknown direction) keeps its leading tab: neutralised.
    const odd = transactionsCsv([{ ...base, direction: '\t=cmd' }], 'EUR', t);
    expect(parse(odd)[1]?.[1]).toBe("'\t'=cmd");
    const cells = csv.split('\r\n').slice(1);
    expect(cells[0]).toContain(',"Doe, ""J""",');
    expect(cells[0]).toContain(',"Line one\nline two",');
    expect(
      parse(csv)
        .slice(1)
        .map((row) => [row[2], row[4]]),
    ).toEqual([
      ['Doe, "J"', 'Line one\nline two'],
      ['\'=HYPERLINK("http://x","y")', "'+1 555"],
      ["'@SUM(A1)", "'-3"],
      // Names and references are trimmed: a leading tab or return is gone.
      ['Tab', 'Return'],
      ["'=1+1\nnext", 'plain'],
    ]);
  });
});

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

describe('collecting every page', () => {
  it('reads page after page to the end, and tries a page again after a 5xx', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    bank.faults.add(faultRuleSchema.parse({ path: '/v1/transactions', kind: 'error500' }));
    const seen: number[] = [];
    const rows = await collectTransactions(
      getTransactions,
      { accountId: eur.id, sortOrder: 'descending' },
      new AbortController().signal,
      (progress) => seen.push(progress.rows),
    );
    expect(rows.map((item) => item.id)).toEqual(seeded('ada', eur.id).map((item) => item.id));
    expect(seen).toEqual([100, 180]);
    expect(requests('/v1/transactions')).toEqual([
      'GET /v1/transactions 500',
      'GET /v1/transactions 200',
      'GET /v1/transactions 200',
    ]);
  });

  it('Cancel stops fetching: no page is asked for after the abort', async () => {
    signInAs('saver');
    const pot = accountOf('saver', 'Savings pot');
    const controller = new AbortController();
    const done = collectTransactions(
      getTransactions,
      { accountId: pot.id, sortOrder: 'descending' },
      controller.signal,
      ({ pages }) => {
        if (pages === 3) controller.abort();
      },
    );
    await expect(done).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests('/v1/transactions')).toHaveLength(3);
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
