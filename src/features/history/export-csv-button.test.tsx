import { screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { ToastViewport } from '../../components/ui/toast';
import { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button';

const { bank, requests, accountOf } = setupMockBank({ startAt: '2026-03-01T12:00:00.000Z' });

let saved: { blob: Blob; name: string }[] = [];

/** ada's EUR and GBP accounts as GET /v1/accounts gives them (the fields the export reads). */
function adaAccounts(): ExportCsvButtonProps['accounts'] {
  return ['Everyday euros', 'Pounds'].map((title) => {
    const record = accountOf('ada', title);
    return { ...record, posted: record.available, pending: record.pending };
  });
}

/** The view of the history the button exports: every account, newest first, unless said. */
function view(params: Partial<ExportCsvButtonProps['params']>): ExportCsvButtonProps['params'] {
  return {
    accountId: undefined,
    companyId: undefined,
    status: undefined,
    sortOrder: 'descending',
    q: '',
    ...params,
  };
}

beforeEach(() => {
  saved = [];
  // jsdom has no Blob URLs; the file is captured where the browser would save it.
  let made: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made = blob as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (made) saved.push({ blob: made, name: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('ExportCsvButton against the mock bank', () => {
  it('exports every page of the filtered view to a file named after the account and day', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const { user } = renderWithProviders(
      <>
        <ExportCsvButton
          accounts={adaAccounts()}
          params={view({ accountId: eur.id, status: 'completed' })}
        />
        <ToastViewport />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Exported \d+ transactions to /),
    );
    expect(saved).toHaveLength(1);
    const completed = (bank.state.users.get('ada')?.transactions ?? []).filter(
      (item) => item.accountId === eur.id && item.status === 'completed',
    );
    expect(completed.length).toBeGreaterThan(100);
    expect(saved[0]?.name).toMatch(/^history-everyday-euros-completed-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    // A UTF-8 byte order mark first, for spreadsheet programs (text() drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await saved[0]!.blob.text();
    const rows = Papa.parse<string[]>(text, { newline: '\r\n' }).data.slice(1);
    expect(new Set(rows.map((row) => row[10]))).toEqual(new Set(completed.map((item) => item.id)));
    expect(requests('/v1/transactions')).toHaveLength(Math.ceil(completed.length / 100));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  });

  it('exports the money out of a range of days over every account, naming each row’s account', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const gbp = accountOf('ada', 'Pounds');
    const day = (timestamp: string | undefined) => {
      const date = new Date(timestamp ?? '');
      const two = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
    };
    const expected = (bank.state.users.get('ada')?.transactions ?? [])
      .filter((item) => item.accountId === eur.id || item.accountId === gbp.id)
      .filter((item) => item.direction === 'out')
      .filter((item) => day(item.createdAt) >= '2026-02-01' && day(item.createdAt) <= '2026-02-28')
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    expect(new Set(expected.map((item) => item.accountId)).size).toBe(2);
    const { user } = renderWithProviders(
      <ExportCsvButton
        accounts={adaAccounts()}
        params={view({ from: '2026-02-01', to: '2026-02-28', flow: 'out' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    expect(saved[0]?.name).toMatch(/^history-all-accounts-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = Papa.parse<string[]>(await saved[0]!.blob.text(), {
      newline: '\r\n',
    }).data;
    expect(header?.slice(0, 4)).toEqual(['Date', 'Time', 'Account', 'Direction']);
    const title: Record<string, string> = { [eur.id]: 'Everyday euros', [gbp.id]: 'Pounds' };
    const currency: Record<string, string> = { [eur.id]: 'EUR', [gbp.id]: 'GBP' };
    expect(rows.map((row) => [row[2], row[7], row[9], row[11]])).toEqual(
      expected.map((item) => [
        title[item.accountId],
        `-${item.amount}`,
        currency[item.accountId],
        item.id,
      ]),
    );
    // The reading stopped once it read past the range's first day: not every page was read.
    const all = (bank.state.users.get('ada')?.transactions ?? []).filter(
      (item) => item.accountId === eur.id || item.accountId === gbp.id,
    );
    expect(requests('/v1/transactions').length).toBeLessThan(Math.ceil(all.length / 100));
  });

  it('shows progress and stops at Cancel: no file, no further page', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    bank.faults.add(
      faultRuleSchema.parse({ path: '/v1/transactions', kind: 'latency', latencyMs: 5000 }),
    );
    const { user } = renderWithProviders(
      <>
        <ExportCsvButton
          accounts={adaAccounts()}
          params={view({ accountId: eur.id, sortOrder: 'ascending' })}
        />
        <ToastViewport />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(screen.getByRole('progressbar', { name: 'Exporting' })).toBeVisible();
    const cancel = screen.getByRole('button', { name: 'Cancel export' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Export cancelled\. No file was made\.$/,
      ),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    // Only the first page was asked for (the bank still logs it).
    expect(requests('/v1/transactions')).toHaveLength(1);
  });

  it('a failure says why, in words', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/v1/transactions',
        kind: 'reject',
        status: 400,
        message: 'Invalid payload',
      }),
    );
    const { user } = renderWithProviders(
      <ExportCsvButton accounts={adaAccounts()} params={view({ accountId: eur.id })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export stopped: The bank could not accept this request. The bank said: Invalid payload',
    );
    expect(saved).toEqual([]);
  });
});
