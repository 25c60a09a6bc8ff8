import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exchangeParam, keepOrderBodies, serveExchangeParam } from '../../test/crypto-exchange-kit';
import { definitionOf } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { CryptoTradeRoute } from './crypto-trade';

// What an order carries and what its fee is said to be, against exchanges and contracts that
// read the spec's gaps otherwise than the mock's seed (issue 19): msw answers in their place.

const { bank, accountOf, server } = setupMockBank();

/** An order id (version 7) for the exchange answers made up here. */
const ORDER_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

function renderTrade(search = '?pair=BTC%2FEUR&side=buy', config = testConfig) {
  Object.assign(bank.state.crypto.fixedPrices, {
    'BTC/EUR': { ask: '60012.34', bid: '59987.66' },
  });
  return renderWithProviders(<CryptoTradeRoute />, { route: `/crypto/trade${search}`, config });
}

async function volumeField() {
  return screen.findByRole('textbox', { name: 'Amount to spend, in EUR' });
}

describe('an order and its fee, whatever the contract and the exchange read', () => {
  it('the order body is exactly pair, side, volume and settings', async () => {
    const bodies = keepOrderBodies(server, ORDER_ID);
    const { user } = renderTrade();
    await user.click(await screen.findByRole('radio', { name: 'Limit order' }));
    await user.type(await volumeField(), '100');
    await user.type(
      screen.getByRole('textbox', { name: 'Your price for one BTC, in EUR' }),
      '50000',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    expect(bodies).toEqual([
      {
        pair: 'BTC/EUR',
        side: 'buy',
        volume: '100',
        settings: { type: 'limit', desiredPrice: '50000' },
      },
    ]);
    expect(Object.keys(bodies[0] as object).sort()).toEqual(['pair', 'settings', 'side', 'volume']);
  });

  it('names the accounts in the body only when the configuration asks for it', async () => {
    const bodies = keepOrderBodies(server, ORDER_ID);
    const config = {
      ...testConfig,
      features: { ...testConfig.features, cryptoOrderAccounts: true },
    };
    const { user } = renderTrade('?pair=BTC%2FEUR&side=buy', config);
    await user.type(await volumeField(), '100');
    const from = accountOf('ada', 'Everyday euros');
    const to = accountOf('ada', 'Bitcoin');
    expect(screen.getByRole('combobox', { name: 'Receive into' })).toHaveValue(to.id);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(definitionOf('Arrives in')).toHaveTextContent('Bitcoin');
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    expect(bodies).toEqual([
      {
        pair: 'BTC/EUR',
        side: 'buy',
        volume: '100',
        settings: { type: 'market' },
        accountIdFrom: from.id,
        accountIdTo: to.id,
      },
    ]);
  });

  it('a customer without a crypto account to receive into still places an order', async () => {
    const ada = bank.state.users.get('ada');
    if (!ada) throw new Error('ada has no state in the seed');
    ada.accounts = ada.accounts.filter((account) => account.currency !== 'BTC');
    const bodies = keepOrderBodies(server, ORDER_ID);
    const { user } = renderTrade();
    await user.type(await volumeField(), '100');
    expect(screen.queryByText(/You have no active BTC account/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    expect(bodies).toHaveLength(1);
  });

  it('under a contract that names no exchange, the fee is said to come once the order is placed', async () => {
    serveExchangeParam(server, null);
    const { user } = renderTrade();
    await user.type(await volumeField(), '100');
    const estimate = screen.getByRole('region', { name: 'What you get' });
    expect(definitionOf('Fee', estimate)).toHaveTextContent(
      'The exchange’s fee is shown once the order is placed',
    );
    // Without the fee: 100 ÷ 60012.34, cut to 8 decimals, said to be before the fee.
    expect(
      screen.getByText('You get about 0.00166632 BTC, before the exchange’s fee'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeVisible();
    expect(definitionOf('Fee')).toHaveTextContent(
      /^The exchange’s fee is shown once the order is placed\.?$/,
    );
    expect(screen.queryByText(/0\.00%/)).not.toBeInTheDocument();
  });

  it('the fee is the exchange param’s entry for the quote currency of the pair', async () => {
    serveExchangeParam(server, exchangeParam({ EUR: 0.4, GBP: 0.9 }));
    const { user } = renderTrade();
    await user.type(await volumeField(), '100');
    const estimate = screen.getByRole('region', { name: 'What you get' });
    // 0.4 % of 100 EUR.
    expect(definitionOf('Fee (0.40% of the amount)', estimate)).toHaveTextContent('€0.40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(definitionOf('Fee')).toHaveTextContent('€0.40 (0.40% of the amount');
  });
});
