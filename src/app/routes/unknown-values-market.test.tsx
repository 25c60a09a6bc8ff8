// Values of the spec's enums the app does not know (issue 19 §1): the market still shows.
import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-config';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { CryptoMarketRoute } from './crypto-market';

const { server } = setupMockBank();

describe('CryptoMarketRoute with an order mode the app does not know', () => {
  it('a pair whose limit mode is "paused" shows, with limit orders not offered', async () => {
    server.use(
      mswHttp.get(`${testConfig.cryptoApiBaseUrl}/info`, () =>
        HttpResponse.json({
          pairs: {
            'BTC/EUR': {
              ask: '60012.34',
              bid: '59987.66',
              maxdbc: 8,
              maxdqc: 2,
              orders: {
                market: { mode: 'enabled', minvbc: '0.0001', minvqc: '10' },
                limit: { mode: 'paused', minvbc: '0.0001', minvqc: '10' },
              },
            },
          },
        }),
      ),
    );
    renderWithProviders(<CryptoMarketRoute />, { route: '/crypto' });
    const table = await screen.findByRole('table', { name: 'Pairs you can trade' });
    const row = within(table).getByRole('row', { name: /^Bitcoin \/ Euro/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('€59,987.66');
    expect(cells[3]).toHaveTextContent('Market: available');
    expect(cells[3]).toHaveTextContent('Limit: not available for this pair');
  });
});
