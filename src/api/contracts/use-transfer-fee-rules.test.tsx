import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { seedContracts } from '../../../mock/bank/seed-contracts';
import { createTestQueryClient, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { transferFeeRulesOf } from './fee-rules';
import { useTransferFeeRules } from './use-transfer-fee-rules';

const { signInAs, server, requests } = setupMockBank();

function render(currency: string) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTransferFeeRules(currency), { wrapper }).result;
}

/** The seeded rules of a contract for a currency, as the mock bank lists them. */
const seeded = (contractId: string, currency: string) =>
  seedContracts()
    .find((contract) => contract.id === contractId)
    ?.params?.flatMap((param) => param.transferPlane ?? [])
    .filter((rule) => rule.currency === currency);

describe('useTransferFeeRules against the mock bank', () => {
  it("gives ada's accepted contract's (Basic) rules of the currency", async () => {
    const result = render('EUR');
    expect(result.current.rules).toBeUndefined();
    await waitFor(() => expect(result.current.rules).toBeDefined());
    expect(result.current.contractId).toBe('BasicContract');
    expect(result.current.rules).toEqual([
      { currency: 'EUR', calculator: 'max', from: 0, flat: 1, percentage: 0.5 },
    ]);
    expect(result.current.rules).toEqual(seeded('BasicContract', 'EUR'));
    // Both read at once, each once.
    expect(requests().filter((line) => line.startsWith('GET'))).toEqual([
      'GET /client 200',
      'GET /contracts/clients 200',
    ]);
  });

  it('has no rules for a currency the contract does not price', async () => {
    const result = render('USD');
    await waitFor(() => expect(result.current.rules).toEqual([]));
    expect(result.current.isError).toBe(false);
  });

  it('has no rules, and no error, for a customer without a contract', async () => {
    signInAs('new');
    const result = render('EUR');
    await waitFor(() => expect(result.current.rules).toEqual([]));
    expect(result.current).toMatchObject({ contractId: null, isError: false, isPending: false });
  });

  it('says it failed, with no rules, when the catalogue cannot be read', async () => {
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/contracts/clients`, () =>
        HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
      ),
    );
    const result = render('EUR');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.rules).toBeUndefined();
    expect(result.current.isPending).toBe(false);
  });
});

describe('transferFeeRulesOf', () => {
  it('joins the rules of every param of the contract for the currency, in any case', () => {
    const contracts = seedContracts();
    expect(transferFeeRulesOf(contracts, 'PremiumContract', 'usd')).toEqual(
      seeded('PremiumContract', 'USD'),
    );
    expect(transferFeeRulesOf(contracts, 'LegacyContract', 'EUR')).toEqual([]);
    expect(transferFeeRulesOf(contracts, 'NoSuchContract', 'EUR')).toEqual([]);
    expect(transferFeeRulesOf(contracts, null, 'EUR')).toEqual([]);
  });
});
