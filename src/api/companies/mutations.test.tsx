import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { seedBank } from '../../../mock/bank/seed';
import { createTestQueryClient, setupMockBank } from '../../test/mock-bank-harness';
import {
  useCompanyContractMutation,
  useLastEmailCodeSentAt,
  useResendCompanyEmailMutation,
  useTakeCompanyContractMutation,
  useVerifyCompanyEmailMutation,
} from './mutations';
import { companyQueries } from './queries';
import type { Company } from './schemas';

const { bank, signInAs, requests } = setupMockBank();

const seeded = seedBank().users.get('acme')?.companies ?? [];
const corpId = seeded.find((c) => c.name === 'Acme Corporation')?.companyId ?? '';
const rocketsId = seeded.find((c) => c.name === 'Acme Rockets')?.companyId ?? '';

function renderWithList<M>(useMutationHook: () => M) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ list: useQuery(companyQueries.list()), mutation: useMutationHook() }),
    { wrapper },
  ).result;
}

const listReads = () => requests('/v2/companies').length;
const contractOf = (companies: readonly Company[] | undefined) =>
  companies?.find((c) => c.companyId === rocketsId)?.contractId;

describe('company mutations', () => {
  it('PATCH /companies/contract settles once the list shows the contract', async () => {
    signInAs('acme');
    const result = renderWithList(useCompanyContractMutation);
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() =>
      result.current.mutation.mutateAsync({ companyId: rocketsId, contract: 'PremiumContract' }),
    );
    expect(contractOf(result.current.list.data?.companies)).toBe('PremiumContract');
    expect(listReads()).toBe(2);
  });

  it('email: resend reads the list again; verify settles with the email verified', async () => {
    signInAs('acme');
    const resend = renderWithList(useResendCompanyEmailMutation);
    await waitFor(() => expect(resend.current.list.data).toBeDefined());
    await act(() => resend.current.mutation.mutateAsync({ companyId: corpId }));
    expect(listReads()).toBe(2);

    const verify = renderWithList(useVerifyCompanyEmailMutation);
    await waitFor(() => expect(verify.current.list.data).toBeDefined());
    await act(() => verify.current.mutation.mutateAsync({ companyId: corpId, code: '246810' }));
    const corp = verify.current.list.data?.companies.find((c) => c.companyId === corpId);
    expect(corp?.emailVerified).toBe(true);
  });

  it('taking a contract: the PATCH alone (no invented contract-accept body), then the list shows it', async () => {
    signInAs('acme');
    const result = renderWithList(useTakeCompanyContractMutation);
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() =>
      result.current.mutation.mutateAsync({ companyId: rocketsId, contractId: 'BasicContract' }),
    );
    expect(contractOf(result.current.list.data?.companies)).toBe('BasicContract');
    expect(requests().filter((line) => !line.startsWith('GET'))).toEqual([
      'PATCH /companies/contract 200',
    ]);
    expect(listReads()).toBe(2);
  });

  it('taking a contract the bank refuses: no contract-accept, the list read again', async () => {
    signInAs('acme');
    const result = renderWithList(useTakeCompanyContractMutation);
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const basic = bank.state.contracts.find((contract) => contract.id === 'BasicContract');
    if (!basic) throw new Error('the seed has no BasicContract');
    basic.available = false;
    const error = await act(() =>
      result.current.mutation
        .mutateAsync({ companyId: rocketsId, contractId: 'BasicContract' })
        .catch((e: unknown) => e),
    );
    expect(error).toMatchObject({
      status: 400,
      apiMessage: '[400] :: There is no document for the requested terms',
    });
    expect(requests().filter((line) => !line.startsWith('GET'))).toEqual([
      'PATCH /companies/contract 400',
    ]);
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it('the time of the last code sent is per company and only of answered requests', async () => {
    signInAs('acme');
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        resend: useResendCompanyEmailMutation(),
        corp: useLastEmailCodeSentAt(corpId),
        rockets: useLastEmailCodeSentAt(rocketsId),
      }),
      { wrapper },
    );
    expect(result.current.corp).toBeNull();
    const before = Date.now();
    await act(() => result.current.resend.mutateAsync({ companyId: corpId }));
    // React Query tells its observers on a timer (setTimeout 0), which a busy machine may run
    // after act has returned: the state is awaited, not assumed (a loaded CI run read null).
    await waitFor(() => expect(result.current.corp).toBeGreaterThanOrEqual(before));
    expect(result.current.rockets).toBeNull();

    // A refused request sends no code.
    await act(() =>
      result.current.resend.mutateAsync({ companyId: 'not-a-company' }).catch(() => undefined),
    );
    expect(result.current.rockets).toBeNull();
  });
});
