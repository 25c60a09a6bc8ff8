import { fireEvent, screen, within } from '@testing-library/react';
import Big from 'big.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { orderErrors } from '../../api/crypto/errors';
import { exchangeParam, serveExchangeParam } from '../../test/crypto-exchange-kit';
import { definitionOf } from '../../test/dom';
import { useFakeTimers, wait } from '../../test/fake-time';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { CryptoTradeRoute } from './crypto-trade';

const { bank, requests, accountOf, signInAs, companyOf, server } = setupMockBank();

/** Prices set in the mock for the test, so the expected figures can be computed here. */
const BTC_EUR = { ask: '60012.34', bid: '59987.66' };
/**
 * ada's contract (BasicContract in the mock's seed) charges 0.5 % of an order's volume: its
 * param naming the exchange gives it in `transferPlane`, per quote currency.
 */
const FEE_PERCENT = '0.5';

function renderTrade(search = '?pair=BTC%2FEUR&side=buy') {
  Object.assign(bank.state.crypto.fixedPrices, { 'BTC/EUR': BTC_EUR });
  return renderWithProviders(<CryptoTradeRoute />, { route: `/crypto/trade${search}` });
}

const orderPosts = () =>
  requests('/crypto-exchange/orders').filter((line) => line.startsWith('POST'));

const adaOrders = () => bank.state.users.get('ada')?.cryptoOrders ?? [];

/** What buying for `volume` EUR brings at the set ask, computed here with big.js. */
function boughtFor(volume: string) {
  const fee = new Big(volume).times(FEE_PERCENT).div(100).round(2, Big.roundHalfUp);
  const btc = new Big(volume).minus(fee).div(BTC_EUR.ask).round(8, Big.roundDown);
  return { fee: fee.toFixed(2), btc: btc.toFixed(8) };
}

async function volumeField() {
  return screen.findByRole('textbox', { name: 'Amount to spend, in EUR' });
}

afterEach(() => vi.useRealTimers());

describe('CryptoTradeRoute against the mock bank', () => {
  it('ada buys BTC for 100 EUR at market: estimate and fee before one POST of four properties', async () => {
    serveExchangeParam(server, exchangeParam({ EUR: 0.5, GBP: 0.5 }));
    const { user } = renderTrade();
    expect(screen.getByRole('heading', { level: 1, name: 'Buy or sell crypto' })).toBeVisible();
    await user.type(await volumeField(), '100');

    const { fee, btc } = boughtFor('100');
    expect(screen.getByText(`You get about ${btc} BTC`)).toBeVisible();
    const estimate = screen.getByRole('region', { name: 'What you get' });
    expect(definitionOf('Fee (0.50% of the amount)', estimate)).toHaveTextContent(`€${fee}`);
    expect(definitionOf('Buy price now', estimate)).toHaveTextContent('€60,012.34');
    // Only one EUR account: it is chosen; where the BTC goes is the exchange's to decide.
    const from = accountOf('ada', 'Everyday euros');
    expect(screen.getByRole('combobox', { name: 'Pay from' })).toHaveValue(from.id);
    expect(screen.queryByRole('combobox', { name: 'Receive into' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toHaveFocus();
    expect(definitionOf('Amount to spend')).toHaveTextContent('€100.00');
    expect(definitionOf('Fee')).toHaveTextContent(`€${fee} (0.50% of the amount`);
    expect(definitionOf('You get about')).toHaveTextContent(`${btc} BTC`);
    expect(definitionOf('Arrives in')).toHaveTextContent('Decided by the exchange');
    expect(orderPosts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toHaveFocus();
    expect(orderPosts()).toEqual(['POST /crypto-exchange/orders 201']);
    const [placed] = adaOrders().slice(-1);
    expect(placed).toMatchObject({
      pair: 'BTC/EUR',
      side: 'buy',
      volume: '100',
      settings: { type: 'market' },
    });
    expect(screen.getByText(placed?.id ?? 'missing')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See this order' })).toHaveAttribute(
      'href',
      `/crypto/orders/${placed?.id}`,
    );
  });

  it('explains an amount below the minimum, one with too many decimals, and one above the balance', async () => {
    const { user } = renderTrade();
    const volume = await volumeField();
    const submit = () => user.click(screen.getByRole('button', { name: 'Continue' }));

    await submit();
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(volume).toHaveAccessibleDescription(/Enter the amount to spend/);

    await user.type(volume, '9.99');
    await submit();
    // The mock's minimum: spend at least 10 of the quote currency.
    expect(volume).toHaveAccessibleDescription(/Spend at least €10\.00/);

    await user.clear(volume);
    await user.type(volume, '10.125');
    await submit();
    // maxdqc of BTC/EUR is 2.
    expect(volume).toHaveAccessibleDescription(/Use at most 2 decimals/);
    expect(volume).toHaveValue('10.125');

    const available = accountOf('ada', 'Everyday euros').available;
    await user.clear(volume);
    await user.type(volume, new Big(available).plus('0.01').toFixed(2));
    await submit();
    expect(volume).toHaveAccessibleDescription(/more than the account has available/);
    expect(orderPosts()).toEqual([]);
  });

  it('selling is in the base currency, with its own minimum and decimals', async () => {
    const { user } = renderTrade('?pair=BTC%2FEUR&side=sell');
    const volume = await screen.findByRole('textbox', { name: 'Amount to sell, in BTC' });
    await user.type(volume, '0.00009');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(volume).toHaveAccessibleDescription(/Sell at least 0\.0001\u00a0BTC/);
    await user.clear(volume);
    await user.type(volume, '0.000000001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(volume).toHaveAccessibleDescription(/Use at most 8 decimals/);
  });

  it('ETH/EUR takes no limit orders: the choice is disabled, with why', async () => {
    renderTrade('?pair=ETH%2FEUR&side=buy');
    const limit = await screen.findByRole('radio', { name: 'Limit order' });
    expect(limit).toBeDisabled();
    expect(limit).toHaveAccessibleDescription(
      'Not available: the exchange takes no limit orders for Ether / Euro right now.',
    );
    expect(screen.getByRole('radio', { name: 'Market order' })).toBeChecked();
  });

  it('a double click on Place order sends one POST', async () => {
    const { user } = renderTrade();
    await user.type(await volumeField(), '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const place = await screen.findByRole('button', { name: 'Place order' });
    fireEvent.click(place);
    fireEvent.click(place);
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    expect(orderPosts()).toHaveLength(1);
    expect(adaOrders().filter((order) => order.volume === '50')).toHaveLength(1);
  });

  it('a refusal returns to the form with the problem at the amount and nothing lost', async () => {
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/crypto-exchange/orders',
        method: 'POST',
        kind: 'reject',
        status: 400,
        message: orderErrors.balanceNotEnough,
      }),
    );
    const { user } = renderTrade();
    await user.type(await volumeField(), '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { name: 'The exchange did not accept this order' }),
    ).toBeVisible();
    const volume = await volumeField();
    expect(volume).toHaveValue('20');
    expect(volume).toHaveAccessibleDescription(/does not have enough available/);
    // Corrected (or not), it may be placed again: the refusal took nothing.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    expect(orderPosts()).toEqual([
      'POST /crypto-exchange/orders 400',
      'POST /crypto-exchange/orders 201',
    ]);
  });

  it('a lost answer is "outcome unknown", then the order is found among the orders', async () => {
    useFakeTimers({ date: true });
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/crypto-exchange/orders',
        method: 'POST',
        kind: 'commitThen504',
      }),
    );
    const { user } = renderTrade();
    await user.type(await volumeField(), '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Outcome unknown' })).toHaveFocus();
    expect(screen.getByText(/we do not know whether the order was placed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Place again/ })).not.toBeInTheDocument();
    // The exchange's reads show a new order after its consistency delay (2 s by default).
    await wait(4_500);
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    const [placed] = adaOrders().slice(-1);
    expect(screen.getByText(placed?.id ?? 'missing')).toBeVisible();
    expect(screen.getByText(/We found your order/)).toBeVisible();
    expect(orderPosts()).toEqual(['POST /crypto-exchange/orders 504']);
  });

  it('not found after the search: "Place again (may duplicate)" is a separate choice', async () => {
    useFakeTimers({ date: true });
    bank.faults.add(
      faultRuleSchema.parse({ path: '/crypto-exchange/orders', method: 'POST', kind: 'error500' }),
    );
    const { user } = renderTrade();
    await user.type(await volumeField(), '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Outcome unknown' })).toBeVisible();
    await wait(21_000);
    expect(
      await screen.findByRole('heading', { name: 'We could not find this order yet' }),
    ).toBeVisible();
    expect(orderPosts()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/crypto/orders',
    );
    const again = screen.getByRole('button', { name: 'Place again (may duplicate)' });
    expect(within(again.parentElement ?? document.body).getByText(/a second order/)).toBeVisible();
    await user.click(again);
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    expect(orderPosts()).toEqual([
      'POST /crypto-exchange/orders 500',
      'POST /crypto-exchange/orders 201',
    ]);
  });

  it('Back from the review keeps everything chosen and typed', async () => {
    const { user } = renderTrade();
    await user.type(await volumeField(), '12.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Order details' })).toHaveFocus();
    expect(await volumeField()).toHaveValue('12.5');
    expect(screen.getByRole('radio', { name: 'Buy Bitcoin' })).toBeChecked();
  });

  it('a limit order carries its price, and the estimate is at that price', async () => {
    const { user } = renderTrade();
    await user.click(await screen.findByRole('radio', { name: 'Limit order' }));
    await user.type(await volumeField(), '100');
    const price = screen.getByRole('textbox', { name: 'Your price for one BTC, in EUR' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(price).toHaveAccessibleDescription(/Enter your price for one BTC/);
    await user.type(price, '50000');
    const fee = new Big('100').times(FEE_PERCENT).div(100);
    const btc = new Big('100').minus(fee).div('50000').round(8, Big.roundDown);
    // Shown with the decimals it has (0.00199000 reads 0.00199).
    expect(screen.getByText(`You get about ${btc.toFixed()} BTC`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(definitionOf('Your price')).toHaveTextContent('€50,000.00 for one BTC');
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    expect(adaOrders().slice(-1)[0]).toMatchObject({
      volume: '100',
      settings: { type: 'limit', desiredPrice: '50000' },
    });
  });

  it('acting for Acme Corporation, its account pays and the order is its own', async () => {
    signInAs('acme');
    const corporation = companyOf('acme', 'Acme Corporation');
    const { user } = renderTrade(`?pair=BTC%2FEUR&side=sell&companyId=${corporation.companyId}`);
    const volume = await screen.findByRole('textbox', { name: 'Amount to sell, in BTC' });
    const bitcoin = accountOf('acme', 'Acme bitcoin');
    expect(screen.getByRole('combobox', { name: 'Pay from' })).toHaveValue(bitcoin.id);
    await user.type(volume, '0.01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeVisible();
    const orders = bank.state.users.get('acme')?.cryptoOrders ?? [];
    expect(orders.slice(-1)[0]).toMatchObject({
      companyId: corporation.companyId,
      side: 'sell',
      volume: '0.01',
    });
    expect(screen.getByRole('link', { name: 'See this order' })).toHaveAttribute(
      'href',
      `/crypto/orders/${orders.slice(-1)[0]?.id}?companyId=${corporation.companyId}`,
    );
  });
});
