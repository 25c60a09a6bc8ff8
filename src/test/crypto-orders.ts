import type { MockBank } from '../../mock/bank/bank';
import type { CryptoOrderRecord } from '../../mock/bank/crypto/records';
import type { CreateOrderBody } from '../api/crypto/schemas';
import type { MockBankHarness } from './mock-bank-harness';

// Arrange steps shared by the tests of the crypto order screens.

/** ada's orders as the mock keeps them, newest first (the order the list shows). */
export function adaOrders(bank: MockBank): CryptoOrderRecord[] {
  const orders = bank.state.users.get('ada')?.cryptoOrders ?? [];
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** ada buying bitcoin for 100 EUR at market, from her everyday euros into her Bitcoin. */
export function adaBuysBitcoin(accountOf: MockBankHarness['accountOf']): CreateOrderBody {
  return {
    pair: 'BTC/EUR',
    side: 'buy',
    volume: '100',
    settings: { type: 'market' },
    accountIdFrom: accountOf('ada', 'Everyday euros').id,
    accountIdTo: accountOf('ada', 'Bitcoin').id,
  };
}
