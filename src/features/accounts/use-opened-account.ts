import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { accountQueries } from '../../api/accounts/queries';
import type { Account } from '../../api/accounts/schemas';

/** How often the list is read while the new account is awaited. */
export const OPENING_POLL_MS = 1000;
/** When waiting stops and the person is told the account will appear later. */
export const OPENING_GIVE_UP_MS = 20_000;

export interface OpeningRequest {
  /** Ids listed before the account was requested. */
  known: ReadonlySet<string>;
  title: string;
  currency: string;
}

export type OpeningPhase = 'idle' | 'waiting' | 'found' | 'timedOut';

/** The account that was not listed before: same currency, preferably the same title. */
export function findOpenedAccount(
  accounts: readonly Account[],
  request: OpeningRequest,
): Account | undefined {
  const fresh = accounts.filter(
    (account) => !request.known.has(account.id) && account.currency === request.currency,
  );
  return fresh.find((account) => account.title === request.title) ?? fresh[0];
}

/**
 * POST /v1/accounts is asynchronous: after any 2xx answer the account appears in
 * GET /v1/accounts later. This reads the list every second while the page is visible, for at
 * most 20 seconds, and calls `onOpened` once with the new account.
 */
// Assumption A-29 (docs/assumptions.md): whatever the answer's body, the account is awaited.
export function useOpenedAccount(
  companyId: string | undefined,
  onOpened: (account: Account) => void,
) {
  const [request, setRequest] = useState<OpeningRequest | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const waiting = request !== null && !timedOut;

  const list = useQuery({
    ...accountQueries.list(companyId),
    refetchInterval: waiting ? OPENING_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
  const opened = waiting && list.data ? findOpenedAccount(list.data, request) : undefined;

  const reported = useRef(false);
  const latestOnOpened = useRef(onOpened);
  useEffect(() => {
    latestOnOpened.current = onOpened;
  }, [onOpened]);
  useEffect(() => {
    if (!opened || reported.current) return;
    reported.current = true;
    latestOnOpened.current(opened);
  }, [opened]);

  // Once found, the account stays listed: the clock stops and the phase stays `found`.
  const found = opened !== undefined;
  useEffect(() => {
    if (!request || found) return;
    const timer = window.setTimeout(() => setTimedOut(true), OPENING_GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [request, found]);

  const phase: OpeningPhase = !request
    ? 'idle'
    : found
      ? 'found'
      : timedOut
        ? 'timedOut'
        : 'waiting';
  return { phase, start: setRequest, list };
}
