import { screen } from '@testing-library/react';
import Big from 'big.js';
import { CryptoTradeRoute } from '../app/routes/crypto-trade';
import { renderWithProviders, setupMockBank } from './mock-bank-harness';

/** Prices set in the mock for the test, so the expected figures can be computed here. */
export const BTC_EUR = { ask: '60012.34', bid: '59987.66' };
/**
 * ada's contract (BasicContract in the mock's seed) charges 0.5 % of an order's volume: its
 * param naming the exchange gives it in `transferPlane`, per quote currency.
 */
export const FEE_PERCENT = '0.5';

/** What buying for `volume` EUR brings at the set ask, computed here with big.js. */
export function boughtFor(volume: string) {
  const fee = new Big(volume).times(FEE_PERCENT).div(100).round(2, Big.roundHalfUp);
  const btc = new Big(volume).minus(fee).div(BTC_EUR.ask).round(8, Big.roundDown);
  return { fee: fee.toFixed(2), btc: btc.toFixed(8) };
}

export async function volumeField() {
  return screen.findByRole('textbox', { name: 'Amount to spend, in EUR' });
}

/** The mock bank for the order form's tests, with the form rendered at a pair and side. */
export function setupTradeBank() {
  const harness = setupMockBank();
  const { bank, requests } = harness;
  return {
    ...harness,
    renderTrade(search = '?pair=BTC%2FEUR&side=buy') {
      Object.assign(bank.state.crypto.fixedPrices, { 'BTC/EUR': BTC_EUR });
      return renderWithProviders(<CryptoTradeRoute />, { route: `/crypto/trade${search}` });
    },
    orderPosts: () => requests('/crypto-exchange/orders').filter((line) => line.startsWith('POST')),
    adaOrders: () => bank.state.users.get('ada')?.cryptoOrders ?? [],
  };
}
