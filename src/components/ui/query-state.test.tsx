import { useQuery } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { clientQueries } from '../../api/client/queries';
import { describeError } from '../../api/errors';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { QueryState } from './query-state';

const { bank, signInAs, requests } = setupMockBank();

/** GET /client through QueryState, as a screen would show it. */
function ClientName({
  loadingWhileRetrying = false,
  keepDataOnError = false,
}: {
  loadingWhileRetrying?: boolean;
  keepDataOnError?: boolean;
}) {
  const profile = useQuery(clientQueries.profile());
  return (
    <QueryState
      query={profile}
      describeError={describeError}
      loadingLabel="Reading your profile…"
      errorTitle="Your profile could not be loaded"
      loadingWhileRetrying={loadingWhileRetrying}
      keepDataOnError={keepDataOnError}
      empty={<p>No profile yet</p>}
    >
      {(client) => <p>Hello {client.name}</p>}
    </QueryState>
  );
}

function failNextProfileRead(count = 1) {
  bank.faults.add(
    faultRuleSchema.parse({ path: '/client', method: 'GET', kind: 'error500', count }),
  );
}

describe('QueryState against the mock bank', () => {
  it('announces loading with its label, then shows the data', async () => {
    renderWithProviders(<ClientName />);
    expect(screen.getByRole('status')).toHaveTextContent('Reading your profile…');
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is nothing (persona new has no profile)', async () => {
    signInAs('new');
    renderWithProviders(<ClientName />);
    expect(await screen.findByText('No profile yet')).toBeInTheDocument();
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });

  it('explains a failure in plain words; Try again reads it again', async () => {
    failNextProfileRead();
    const { user } = renderWithProviders(<ClientName />);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Your profile could not be loaded' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('The bank had a problem answering');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests('/client')).toEqual(['GET /client 500', 'GET /client 200']);
  });

  it('with loadingWhileRetrying, retrying after a failed re-read shows loading, not the error', async () => {
    const { user, queryClient } = renderWithProviders(<ClientName loadingWhileRetrying />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    // A later read fails (the data from before is still there): the failure is shown.
    failNextProfileRead();
    await act(() => queryClient.refetchQueries());
    const retry = await screen.findByRole('button', { name: 'Try again' });

    // The retry is slow: loading is shown while it is under way, not the old error.
    bank.faults.add(
      faultRuleSchema.parse({ path: '/client', method: 'GET', kind: 'latency', latencyMs: 300 }),
    );
    await user.click(retry);
    expect(screen.getByRole('status')).toHaveTextContent('Reading your profile…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(requests('/client')).toEqual(['GET /client 200', 'GET /client 500', 'GET /client 200']);
  });

  it('with keepDataOnError, a failed re-read keeps what was shown', async () => {
    const { queryClient } = renderWithProviders(<ClientName keepDataOnError />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    failNextProfileRead();
    await act(() => queryClient.refetchQueries());
    expect(requests('/client')).toEqual(['GET /client 200', 'GET /client 500']);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
