import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cryptoKeys } from './queries';
import { addSessionWallet, sessionWalletsQuery, type SessionWallet } from './session-wallets';

const wallet = (id: string, companyId?: string): SessionWallet => ({
  id,
  currency: 'BTC',
  address: `bc1q-${id}`,
  network: 'bitcoin',
  label: companyId ? `of ${companyId}` : undefined,
  createdAt: undefined,
});

describe('session wallets', () => {
  it('keeps each party’s wallets apart, oldest first', async () => {
    const client = new QueryClient();
    addSessionWallet(client, undefined, wallet('w1'));
    addSessionWallet(client, 'company-1', wallet('w2', 'company-1'));
    addSessionWallet(client, undefined, wallet('w3'));
    expect((await client.fetchQuery(sessionWalletsQuery())).map(({ id }) => id)).toEqual([
      'w1',
      'w3',
    ]);
    expect((await client.fetchQuery(sessionWalletsQuery('company-1'))).map(({ id }) => id)).toEqual(
      ['w2'],
    );
  });

  it('survives a refetch of every crypto query (nothing to fetch: the cache is the list)', async () => {
    const client = new QueryClient();
    await client.fetchQuery(sessionWalletsQuery());
    addSessionWallet(client, undefined, wallet('w1'));
    await client.refetchQueries({ queryKey: cryptoKeys.all });
    await client.resetQueries({ queryKey: cryptoKeys.orders() });
    expect(client.getQueryData(sessionWalletsQuery().queryKey)?.map(({ id }) => id)).toEqual([
      'w1',
    ]);
  });

  it('replaces a wallet registered again under the same id', () => {
    const client = new QueryClient();
    addSessionWallet(client, undefined, wallet('w1'));
    addSessionWallet(client, undefined, { ...wallet('w1'), label: 'Renamed' });
    expect(client.getQueryData(sessionWalletsQuery().queryKey)).toEqual([
      { ...wallet('w1'), label: 'Renamed' },
    ]);
  });
});
