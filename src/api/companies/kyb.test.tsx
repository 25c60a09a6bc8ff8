import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { seedBank } from '../../../mock/bank/seed';
import { VERIFIER_REVIEW_DELAY_MS } from '../../../mock/bank/verifier';
import { createTestQueryClient, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { submitToMockVerifier } from '../verification/mock-verifier';
import { useFreshKybToken, useKybChanged } from './kyb';
import { companyQueries } from './queries';

const { signInAs, requests, advanceClock } = setupMockBank({ startAt: '2026-03-01T12:00:00Z' });

const rocketsId =
  seedBank()
    .users.get('acme')
    ?.companies.find((c) => c.name === 'Acme Rockets')?.companyId ?? '';

function render() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      list: useQuery(companyQueries.list()),
      freshToken: useFreshKybToken(rocketsId),
      changed: useKybChanged(),
    }),
    { wrapper },
  ).result;
}

const kybOfRockets = (result: ReturnType<typeof render>) =>
  result.current.list.data?.companies.find((c) => c.companyId === rocketsId)?.kyb;

describe('KYB hooks against the mock bank', () => {
  it('each fresh token is asked for again; the verifier’s outcome shows once read again', async () => {
    signInAs('acme');
    const result = render();
    await waitFor(() => expect(kybOfRockets(result)).toBe('kyb:initiated'));
    const first = await result.current.freshToken();
    const second = await result.current.freshToken();
    expect(second).not.toBe(first);
    expect(requests(`/v2/companies/${rocketsId}/kyb-access-token`)).toHaveLength(2);

    await submitToMockVerifier({ baseUrl: TEST_BANK_URL, token: second, outcome: 'confirmed' });
    await act(() => result.current.changed());
    await waitFor(() => expect(kybOfRockets(result)).toBe('kyb:pending'));
    advanceClock(VERIFIER_REVIEW_DELAY_MS);
    await act(() => result.current.changed());
    await waitFor(() => expect(kybOfRockets(result)).toBe('kyb:confirmed'));
  });
});
