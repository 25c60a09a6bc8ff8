import { act, screen, within } from '@testing-library/react';
import Big from 'big.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { http as mswHttp, HttpResponse } from 'msw';
import { exchangeDown, exchangeParam, serveExchangeParam } from '../../test/crypto-exchange-kit';
import { setVisibility, useFakeTimers, wait } from '../../test/fake-time';
import { testConfig } from '../../test/test-config';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { CryptoMarketRoute } from './crypto-market';

const { bank, requests, signInAs, companyOf, server } = setupMockBank();

/** Prices set in the mock for the test (its control API's `pairs`), so the figures are known. */
const PRICES = {
  'BTC/EUR': { ask: '60012.34', bid: '59987.66' },
  'ETH/EUR': { ask: '3001.50', bid: '2998.50' },
  'BTC/GBP': { ask: '51025.00', bid: '50975.00' },
};

function fixPrices() {
  Object.assign(bank.state.crypto.fixedPrices, PRICES);
}

const infoReads = () => requests('/crypto-exchange/info').filter((line) => line.startsWith('GET'));

function renderMarket(route = '/crypto') {
  return renderWithProviders(<CryptoMarketRoute />, { route });
}

async function rowOf(pairWords: string) {
  const table = await screen.findByRole('table', { name: 'Pairs you can trade' });
  return within(table).getByRole('row', { name: new RegExp(`^${pairWords}`) });
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('CryptoMarketRoute against the mock bank', () => {
  it('ada sees every pair with its prices, spread, order types, minimums and links', async () => {
    // One fee for every quote currency, as a contract's exchange param gives it.
    serveExchangeParam(server, exchangeParam({ EUR: 0.5, GBP: 0.5 }));
    fixPrices();
    renderMarket();
    expect(screen.getByRole('heading', { level: 1, name: 'Crypto market' })).toBeInTheDocument();
    expect(document.title).toBe('Crypto market — Mock Bank');
    const nav = screen.getByRole('navigation', { name: 'Crypto' });
    expect(within(nav).getByRole('link', { name: 'Market' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const btc = await rowOf('Bitcoin / Euro');
    const cells = within(btc).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('€59,987.66');
    expect(cells[1]).toHaveTextContent('€60,012.34');
    // Spread: ask − bid, and in per cent of the mid price, computed here from the set prices.
    const ask = new Big(PRICES['BTC/EUR'].ask);
    const bid = new Big(PRICES['BTC/EUR'].bid);
    const percent = ask.minus(bid).div(ask.plus(bid).div(2)).times(100).round(2, Big.roundHalfUp);
    expect(cells[2]).toHaveTextContent(`€${ask.minus(bid).toFixed(2)} (${percent.toFixed(2)}%)`);
    expect(cells[3]).toHaveTextContent('Market: available');
    expect(cells[3]).toHaveTextContent('Limit: available');
    // The mock's minimums: spend 10 of the quote, sell 0.0001 of the base.
    expect(cells[4]).toHaveTextContent('Spend at least €10.00');
    expect(cells[4]).toHaveTextContent('Sell at least 0.0001 BTC');
    expect(within(btc).getByRole('link', { name: 'Buy Bitcoin with Euro' })).toHaveAttribute(
      'href',
      '/crypto/trade?pair=BTC%2FEUR&side=buy',
    );
    expect(within(btc).getByRole('link', { name: 'Sell Bitcoin for Euro' })).toHaveAttribute(
      'href',
      '/crypto/trade?pair=BTC%2FEUR&side=sell',
    );

    const eth = await rowOf('Ether / Euro');
    expect(within(eth).getAllByRole('cell')[3]).toHaveTextContent(
      'Limit: not available for this pair',
    );
    const gbp = await rowOf('Bitcoin / British Pound');
    expect(within(gbp).getAllByRole('cell')[1]).toHaveTextContent('£51,025.00');
    // ada's contract (BasicContract) charges 0.5 % per order in both quote currencies.
    expect(
      screen.getByText('Your contract’s fee on each order: 0.50% of the amount.'),
    ).toBeVisible();
    expect(screen.getByText(/^Prices updated at/)).toBeVisible();
  });

  it('reads the prices again every 10 seconds while visible, never in a background tab', async () => {
    useFakeTimers({ date: true });
    renderMarket();
    await rowOf('Bitcoin / Euro');
    expect(infoReads()).toHaveLength(1);
    await wait(10_000);
    expect(infoReads()).toHaveLength(2);

    act(() => setVisibility('hidden'));
    await wait(35_000);
    expect(infoReads()).toHaveLength(2);
    expect(screen.getByText(/Prices refresh again when you come back to this tab/)).toBeVisible();

    // Back in front, the prices (older than one refresh) are read at once.
    act(() => setVisibility('visible'));
    await vi.waitFor(() => expect(infoReads()).toHaveLength(3));
  });

  it('marks the prices out of date when refreshing fails for more than 30 seconds', async () => {
    useFakeTimers({ date: true });
    renderMarket();
    const row = await rowOf('Bitcoin / Euro');
    bank.faults.add(
      faultRuleSchema.parse({ path: '/crypto-exchange/info', kind: 'error500', count: 50 }),
    );
    expect(screen.queryByText(/may be out of date/)).not.toBeInTheDocument();
    await wait(25_000);
    expect(screen.queryByText(/may be out of date/)).not.toBeInTheDocument();
    await wait(10_000);
    expect(screen.getByText(/These prices may be out of date/)).toBeVisible();
    // The last prices stay on screen.
    expect(row).toBeInTheDocument();
  });

  it('opens for a customer whose contract names no exchange at all: the fee is not guessed', async () => {
    serveExchangeParam(server, null);
    fixPrices();
    renderMarket();
    expect(await rowOf('Bitcoin / Euro')).toBeVisible();
    expect(infoReads().length).toBeGreaterThan(0);
    expect(screen.getByText('The exchange’s fee is shown once an order is placed.')).toBeVisible();
    expect(screen.queryByText(/does not include crypto/)).not.toBeInTheDocument();
  });

  it('shows the fee of the contract param that names the exchange, per quote currency', async () => {
    serveExchangeParam(server, exchangeParam({ EUR: 0.4, GBP: 0.6 }));
    fixPrices();
    renderMarket();
    const fees = await screen.findByRole('list', { name: 'Your contract’s fee on each order' });
    expect(within(fees).getByText('Pairs in EUR: 0.40% of the amount')).toBeVisible();
    expect(within(fees).getByText('Pairs in GBP: 0.60% of the amount')).toBeVisible();
  });

  it('a param without an entry for a quote currency leaves that fee not known, never 0', async () => {
    serveExchangeParam(server, exchangeParam({ EUR: 0.5 }));
    fixPrices();
    renderMarket();
    const fees = await screen.findByRole('list', { name: 'Your contract’s fee on each order' });
    expect(within(fees).getByText('Pairs in EUR: 0.50% of the amount')).toBeVisible();
    expect(
      within(fees).getByText('Pairs in GBP: the exchange’s fee is shown once an order is placed'),
    ).toBeVisible();
  });

  it('shows prices at the decimals the exchange gives, and the spread exactly', async () => {
    server.use(
      mswHttp.get(`${testConfig.cryptoApiBaseUrl}/info`, () =>
        HttpResponse.json({
          pairs: {
            'USDC/EUR': {
              ask: '0.9214',
              bid: '0.9201',
              maxdbc: 2,
              maxdqc: 2,
              orders: {
                market: { mode: 'enabled', minvbc: '1', minvqc: '1' },
                limit: { mode: 'enabled', minvbc: '1', minvqc: '1' },
              },
            },
          },
        }),
      ),
    );
    renderMarket();
    const cells = within(await rowOf('USDC / Euro')).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^€0\.9201$/);
    expect(cells[1]).toHaveTextContent(/^€0\.9214$/);
    // 0.9214 − 0.9201 = 0.0013; of the mid price 0.92075 that is 0.1412 %.
    expect(cells[2]).toHaveTextContent(/^€0\.0013 \(0\.14%\)$/);
  });

  it.each([404, 501, 'network'] as const)(
    'says plainly that the exchange is not available when GET /info gives %s',
    async (answer) => {
      exchangeDown(server, answer);
      renderMarket();
      expect(
        await screen.findByRole('heading', { name: 'The crypto exchange is not available' }),
      ).toBeVisible();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
  );

  it('is not offered, and asks nothing of the exchange, when the tenant turns crypto off', async () => {
    renderWithProviders(<CryptoMarketRoute />, {
      route: '/crypto',
      config: { ...testConfig, features: { ...testConfig.features, crypto: false } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Crypto trading is not offered here' }),
    ).toBeVisible();
    expect(infoReads()).toHaveLength(0);
  });

  it('says why a blocked customer cannot trade', async () => {
    const client = bank.state.users.get('ada')?.client;
    if (!client) throw new Error('ada has no profile in the seed');
    client.adm = 'adm:blocked';
    renderMarket();
    expect(await screen.findByRole('heading', { name: 'Your access is blocked' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('acting for a company, its links keep the company', async () => {
    signInAs('acme');
    const corporation = companyOf('acme', 'Acme Corporation');
    renderMarket(`/crypto?companyId=${corporation.companyId}`);
    const row = await rowOf('Bitcoin / Euro');
    expect(within(row).getByRole('link', { name: 'Buy Bitcoin with Euro' })).toHaveAttribute(
      'href',
      `/crypto/trade?pair=BTC%2FEUR&side=buy&companyId=${corporation.companyId}`,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Crypto' })).getByRole('link', {
        name: 'Orders',
      }),
    ).toHaveAttribute('href', `/crypto/orders?companyId=${corporation.companyId}`);
  });

  it('Acme Rockets, not verified yet, is told to verify first', async () => {
    signInAs('acme');
    const rockets = companyOf('acme', 'Acme Rockets');
    renderMarket(`/crypto?companyId=${rockets.companyId}`);
    expect(await screen.findByRole('heading', { name: 'Verify Acme Rockets first' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a company whose contract is not in the catalogue trades, its fee not known', async () => {
    signInAs('acme');
    const corporation = companyOf('acme', 'Acme Corporation');
    corporation.contractId = 'BusinessContract';
    fixPrices();
    renderMarket(`/crypto?companyId=${corporation.companyId}`);
    expect(await rowOf('Bitcoin / Euro')).toBeVisible();
    expect(screen.getByText('The exchange’s fee is shown once an order is placed.')).toBeVisible();
  });
});
