import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlPrices } from '../../../mock/bank/crypto/control';
import { SEEDED_CRYPTO_BALANCES } from '../../../mock/bank/seed-crypto';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { AccountsOverview } from './accounts-overview';

const { bank, requests } = setupMockBank();

const withExchange = (crypto: boolean) => ({
  ...testConfig,
  features: { ...testConfig.features, crypto },
});

/** Sets the exchange's prices exactly, through the mock's own control of them. */
function setPrices(pairs: Record<string, { ask: string; bid: string }>) {
  const answer = controlPrices(bank.state, new Date(), { pairs });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
}

describe('A crypto holding among the accounts', () => {
  it('says what it is worth in the customer’s money at the price the exchange pays now', async () => {
    // ada holds 0.05 BTC (the seed); she keeps money in EUR first, so BTC/EUR values it.
    expect(SEEDED_CRYPTO_BALANCES.adaBitcoin).toBe('0.05000000');
    setPrices({ 'BTC/EUR': { ask: '60100.00', bid: '60000.00' } });
    renderWithProviders(<AccountsOverview companyId={undefined} />, {
      config: withExchange(true),
    });
    const group = await screen.findByRole('region', { name: 'BTC accounts' });
    const card = within(group).getByRole('article', { name: 'Bitcoin' });
    // 0.05 × 60,000.00 (the bid) = 3,000.00
    expect(
      await within(card).findByText('Worth about €3,000.00 at the current price'),
    ).toBeInTheDocument();
    expect(requests().filter((line) => line.includes('/info'))).toEqual([
      'GET /crypto-exchange/info 200',
    ]);
  });

  it('is not valued, and the exchange not asked, while the tenant does not offer it', async () => {
    renderWithProviders(<AccountsOverview companyId={undefined} />, {
      config: withExchange(false),
    });
    const group = await screen.findByRole('region', { name: 'BTC accounts' });
    expect(within(group).getByRole('article', { name: 'Bitcoin' })).not.toHaveTextContent(
      /Worth about/,
    );
    expect(requests().filter((line) => line.includes('/info'))).toEqual([]);
    expect(screen.queryByText(/Worth about/)).toBeNull();
  });
});
