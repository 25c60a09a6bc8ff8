// The CSV of a history as the mock bank sends it, and collecting it page by page.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { getTransactions } from '../../api/transactions/requests';
import type { Transaction } from '../../api/transactions/schemas';
import { englishCsv, HEADER, localCells } from '../../test/export-csv-kit';
import { setupMockBank } from '../../test/mock-bank-harness';
import { collectTransactions } from './export-csv';
import { transactionsCsv } from './export-csv-text';
import { compareDescending } from '../../../mock/bank/routes/transactions';

const { bank, requests, signInAs, accountOf } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

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
    const csv = transactionsCsv(rows, englishCsv('EUR'));

    const expected = seeded('ada', eur.id, 'pending').reverse();
    expect(expected.length).toBeGreaterThan(5);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(expected.length + 1);
    expect(parse(csv)).toEqual([
      HEADER,
      ...expected.map((item) => {
        const party = item.direction === 'in' ? item.sender : item.recipient;
        return [
          ...localCells(item.createdAt),
          item.direction === 'in' ? 'In' : 'Out',
          `${party?.name} ${party?.surname}`,
          '',
          party?.reference,
          // Signed: money out below zero.
          item.direction === 'in' ? item.amount : `-${item.amount}`,
          '',
          'EUR',
          'Pending',
          item.id,
          '',
          localCells(item.updatedAt).join(' '),
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
    const parsed = parse(transactionsCsv(first, englishCsv('EUR'))).slice(1);
    const out = first.findIndex((item) => item.direction === 'out' && item.recipient?.iban);
    const uk = first.findIndex((item) => item.direction === 'out' && item.recipient?.ukSortCode);
    expect(parsed[out]?.slice(4, 9)).toEqual([
      first[out]?.recipient?.iban,
      first[out]?.recipient?.reference,
      `-${first[out]?.amount}`,
      `-${first[out]?.charge?.fee}`,
      'EUR',
    ]);
    expect(parsed[out]?.[11]).toBe(first[out]?.outTransactionId);
    expect(parsed[uk]?.[4]).toBe(
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
      englishCsv('EUR'),
    );
    // A field sent as it is (an unknown direction) keeps its leading tab: neutralised.
    const odd = transactionsCsv([{ ...base, direction: '\t=cmd' }], englishCsv('EUR'));
    expect(parse(odd)[1]?.[2]).toBe("'\t'=cmd");
    const cells = csv.split('\r\n').slice(1);
    expect(cells[0]).toContain(',"Doe, ""J""",');
    expect(cells[0]).toContain(',"Line one\nline two",');
    expect(
      parse(csv)
        .slice(1)
        .map((row) => [row[3], row[5]]),
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
