import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { seedBank } from '../../../mock/bank/seed';
import { createTestQueryClient, setupMockBank } from '../../test/mock-bank-harness';
import {
  useCompanyContractAcceptMutation,
  useCompanyContractMutation,
  useResendCompanyEmailMutation,
  useVerifyCompanyEmailMutation,
} from './mutations';
import { companyQueries } from './queries';
import type { Company } from './schemas';

const { signInAs, requests } = setupMockBank();

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

  it('contract-accept settles once the list shows the contract', async () => {
    signInAs('acme');
    const result = renderWithList(useCompanyContractAcceptMutation);
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() =>
      result.current.mutation.mutateAsync({ companyId: rocketsId, contractId: 'PremiumContract' }),
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
});
