import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { orderErrors } from '../../api/crypto/errors';
import { setupTradeBank, volumeField } from '../../test/crypto-trade-kit';
import { useFakeTimers, wait } from '../../test/fake-time';

const { bank, renderTrade, orderPosts, adaOrders } = setupTradeBank();

afterEach(() => vi.useRealTimers());

describe('CryptoTradeRoute against the mock bank: sending once', () => {
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
});
