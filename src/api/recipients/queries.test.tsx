import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { createQueryClient } from '../query-client';
import { useSavedRecipients } from './queries';
import { findRecipient } from './requests';
import type { RecipientSearchQuery } from './schemas';

const { server, accountOf } = setupMockBank();

const CLIENT = '7d9f0e1a-2b3c-4d5e-8f60-718293a4b5c6';
const ACCOUNT = '1a2b3c4d-5e6f-4071-8293-a4b5c6d7e8f9';
const KEY = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

/** Serves `results` for the search and records what was asked. */
function searchAnswers(results: unknown[]) {
  const asked: string[] = [];
  server.use(
    mswHttp.get(`${TEST_BANK_URL}/recipient/search/:currency`, ({ request }) => {
      asked.push(request.url.replace(TEST_BANK_URL, ''));
      return HttpResponse.json(results as Record<string, unknown>[]);
    }),
  );
  return asked;
}

const result = (fields: Record<string, unknown>) => ({
  isTransferPossible: true,
  isRecipientFound: 'true',
  name: 'Grace',
  surname: 'Hopper',
  client: CLIENT,
  account: ACCOUNT,
  currency: 'EUR',
  ...fields,
});

/** One search as the transfer's automatic search sends it (findRecipient), and its reading. */
async function search(query: RecipientSearchQuery) {
  return { data: await findRecipient(query) };
}

describe('findRecipient', () => {
  it('finds Grace by her phone in the mock bank, with her EUR account', async () => {
    const done = await search({ currency: 'EUR', attribute: 'phone', value: '+447700900456' });
    expect(done.data).toEqual({
      found: true,
      transferPossible: true,
      name: 'Grace',
      surname: 'Hopper',
      accountId: accountOf('grace', 'Grace euros').id,
      currency: 'EUR',
    });
  });

  it('finds nobody for a phone no customer has', async () => {
    const done = await search({ currency: 'EUR', attribute: 'phone', value: '+447700900999' });
    expect(done.data).toMatchObject({ found: false, transferPossible: false });
  });

  it('asks by phone when told to, and gives the found customer and their account', async () => {
    const asked = searchAnswers([result({})]);
    const done = await search({ currency: 'EUR', attribute: 'phone', value: '+447700900123' });
    expect(asked).toEqual(['/recipient/search/EUR?attribute=phone&value=%2B447700900123']);
    expect(done.data).toEqual({
      found: true,
      transferPossible: true,
      name: 'Grace',
      surname: 'Hopper',
      accountId: ACCOUNT,
      currency: 'EUR',
    });
  });

  it('asks by email', async () => {
    const asked = searchAnswers([result({})]);
    await search({ currency: 'GBP', attribute: 'email', value: 'grace@example.com' });
    expect(asked).toEqual(['/recipient/search/GBP?attribute=email&value=grace%40example.com']);
  });

  it.each([
    ['"false"', [result({ isRecipientFound: 'false' })]],
    ['a word that is not a boolean', [result({ isRecipientFound: 'yes' })]],
    ['an empty string', [result({ isRecipientFound: '' })]],
    ['an empty answer', []],
  ])('%s is not found', async (_what, results) => {
    searchAnswers(results);
    const done = await search({ currency: 'EUR', attribute: 'phone', value: '+447700900123' });
    expect(done.data).toMatchObject({ found: false, transferPossible: false, accountId: null });
  });

  it('reads " TRUE " as found, and a customer who cannot receive in the currency as such', async () => {
    searchAnswers([result({ isRecipientFound: ' TRUE ', isTransferPossible: false })]);
    const done = await search({ currency: 'EUR', attribute: 'phone', value: '+447700900123' });
    expect(done.data).toMatchObject({ found: true, transferPossible: false, name: 'Grace' });
  });

  it('found without an account to send to cannot receive', async () => {
    searchAnswers([result({ account: null })]);
    const done = await search({ currency: 'EUR', attribute: 'phone', value: '+447700900123' });
    expect(done.data).toMatchObject({ found: true, transferPossible: false, accountId: null });
  });

  it('a failed search is an error to show, asked once by the request itself', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/recipient/search/:currency`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Internal error' }, { status: 500 });
      }),
    );
    await expect(
      search({ currency: 'EUR', attribute: 'phone', value: '+447700900123' }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('useSavedRecipients', () => {
  it("lists ada's saved recipients from the mock bank", async () => {
    const { result: hook } = renderHook(() => useSavedRecipients(), {
      wrapper: wrapper(createTestQueryClient()),
    });
    await waitFor(() => expect(hook.current.isSuccess).toBe(true));
    expect(hook.current.data).toMatchObject({ available: true });
    const items = hook.current.data?.available ? hook.current.data.items : [];
    expect(items.length).toBeGreaterThan(0);
  });

  it('lists the saved recipients with the company filter', async () => {
    let asked = '';
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/recipient`, ({ request }) => {
        asked = request.url.replace(TEST_BANK_URL, '');
        return HttpResponse.json({
          items: [{ recipientKey: KEY, transferType: 'UKLT', currency: 'GBP', name: 'Alan' }],
          count: 1,
          nextToken: null,
        });
      }),
    );
    const { result: hook } = renderHook(() => useSavedRecipients(CLIENT), {
      wrapper: wrapper(createTestQueryClient()),
    });
    await waitFor(() => expect(hook.current.isSuccess).toBe(true));
    expect(asked).toBe(`/recipient?limit=100&companyId=${CLIENT}`);
    expect(hook.current.data).toEqual({
      available: true,
      items: [{ recipientKey: KEY, transferType: 'UKLT', currency: 'GBP', name: 'Alan' }],
      hasMore: false,
    });
  });

  it.each([404, 405, 501])(
    'a %s means the bank has none to offer: hidden, no error, asked once',
    async (status) => {
      let calls = 0;
      server.use(
        mswHttp.get(`${TEST_BANK_URL}/recipient`, () => {
          calls += 1;
          return HttpResponse.json({ message: 'Not found' }, { status });
        }),
      );
      // The app's own client, which retries failed reads: an absent endpoint is not retried.
      const { result: hook } = renderHook(() => useSavedRecipients(), {
        wrapper: wrapper(createQueryClient()),
      });
      await waitFor(() => expect(hook.current.isSuccess).toBe(true));
      expect(hook.current.data).toEqual({ available: false });
      expect(calls).toBe(1);
    },
  );

  it('another failure is an error of the query', async () => {
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/recipient`, () =>
        HttpResponse.json({ message: 'Sender not found' }, { status: 403 }),
      ),
    );
    const { result: hook } = renderHook(() => useSavedRecipients(), {
      wrapper: wrapper(createTestQueryClient()),
    });
    await waitFor(() => expect(hook.current.isError).toBe(true));
  });
});
