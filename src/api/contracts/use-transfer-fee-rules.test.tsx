import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import type { Contract } from './schemas';
import { useTransferFeeRules, type TransferFeeRulesInput } from './use-transfer-fee-rules';

const { signInAs, server, requests, companyOf } = setupMockBank();

function render(input: Partial<TransferFeeRulesInput> = {}) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const props = { kind: 'internal', currency: 'EUR', companyId: undefined, ...input } as const;
  return renderHook(() => useTransferFeeRules(props), { wrapper }).result;
}

const SEPA = { currency: 'EUR', calculator: 'max', from: 0, flat: 0.5, percentage: 0.2 };
const INTERNAL = { currency: 'EUR', calculator: 'max', from: 0, flat: 0, percentage: 0.1 };

function catalogue(...contracts: Contract[]) {
  server.use(mswHttp.get(`${TEST_BANK_URL}/contracts/clients`, () => HttpResponse.json(contracts)));
}

describe('useTransferFeeRules against the mock bank', () => {
  it("gives ada's contract's (Basic) single accountInitiation plane, as an estimate", async () => {
    const result = render();
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    // mock/bank/seed-contracts.ts: BasicContract, one accountInitiation param.
    expect(result.current).toEqual({
      status: 'success',
      contractId: 'BasicContract',
      rules: [{ currency: 'EUR', calculator: 'max', from: 0, flat: 1, percentage: 0.5 }],
      estimate: true,
    });
    // Both read at once, each once.
    expect(requests().filter((line) => line.startsWith('GET'))).toEqual([
      'GET /client 200',
      'GET /contracts/clients 200',
    ]);
  });

  it('takes the param that names the kind, per kind', async () => {
    catalogue({
      id: 'BasicContract',
      params: [
        { action: 'sepaTransfer', transferPlane: [SEPA] },
        { operation: 'internalTransfer', transferPlane: [INTERNAL] },
      ],
    });
    const sepa = render({ kind: 'sepa' });
    await waitFor(() => expect(sepa.current).toMatchObject({ rules: [SEPA], estimate: false }));
    const internal = render({ kind: 'internal' });
    await waitFor(() =>
      expect(internal.current).toMatchObject({ rules: [INTERNAL], estimate: false }),
    );
  });

  it('has no rules for a currency the contract does not price', async () => {
    const result = render({ currency: 'USD' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', rules: [] }));
  });

  it('has no terms, and no error, for a customer without a contract', async () => {
    signInAs('new');
    const result = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'noTerms', contractId: null }));
  });

  it('reads the company’s contract, not the profile, acting for a company', async () => {
    signInAs('acme');
    const company = { ...companyOf('acme', 'Acme Corporation'), contractId: 'BusinessContract' };
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v2/companies`, () =>
        HttpResponse.json({ companies: [company] }),
      ),
    );
    const result = render({ companyId: company.companyId });
    // Not in the catalogue: its terms cannot be read.
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'noTerms', contractId: 'BusinessContract' }),
    );
    expect(requests().some((line) => line.startsWith('GET /client '))).toBe(false);
  });

  it('says it failed when the catalogue cannot be read', async () => {
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/contracts/clients`, () =>
        HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
      ),
    );
    const result = render();
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
