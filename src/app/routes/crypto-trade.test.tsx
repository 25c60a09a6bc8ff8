import { screen } from '@testing-library/react';
import Big from 'big.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeParam, serveExchangeParam } from '../../test/crypto-exchange-kit';
import { boughtFor, FEE_PERCENT, setupTradeBank, volumeField } from '../../test/crypto-trade-kit';
import { definitionOf } from '../../test/dom';

const { bank, accountOf, signInAs, companyOf, server, renderTrade, orderPosts, adaOrders } =
  setupTradeBank();

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
