import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import type { RecipientMatch } from '../../api/recipients/requests';
import { useRecipientSearches } from '../../api/recipients/search-queries';
import { searchPhoneOf } from './search-phone';
import type { FoundCustomer } from './transfer-draft';

/** How long typing pauses before a complete number or address is looked up. */
export const SEARCH_SETTLE_MS = 400;

/** `value` once it has stayed the same for `delayMs` (state, so a pause starts the search). */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}

/**
 * The value to search for once typing has paused: the phone number in E.164 (libphonenumber
 * says it is possible) or a complete email address; null for anything incomplete, and while
 * what is typed has changed since.
 */
function useCompleteValue(searchBy: 'phone' | 'email', typed: string): string | null {
  const current = typed.trim();
  const settled = useSettled(current, SEARCH_SETTLE_MS);
  const [phone, setPhone] = useState<{ typed: string; e164: string | null } | null>(null);
  useEffect(() => {
    if (searchBy !== 'phone' || settled === '') return undefined;
    let live = true;
    void searchPhoneOf(settled).then((e164) => {
      if (live) setPhone({ typed: settled, e164 });
    });
    return () => {
      live = false;
    };
  }, [searchBy, settled]);
  if (settled !== current || current === '') return null;
  if (searchBy === 'email') return z.email().safeParse(current).success ? current : null;
  return phone?.typed === current ? phone.e164 : null;
}

/** What the automatic search says about what is typed. */
export type CustomerSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  /** Found and able to receive, in one or more of the currencies searched. */
  | { status: 'found'; customers: FoundCustomer[] }
  /** A customer, but one who cannot receive in any of the currencies searched. */
  | { status: 'cannotReceive'; name: string; currencies: string[] }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown; retry: () => void };

const nameOf = (match: RecipientMatch) => [match.name, match.surname].filter(Boolean).join(' ');

/**
 * Looks the customer up as soon as the phone number or email typed is complete (after a
 * pause, never per keystroke and never for incomplete input), in every currency the party can
 * send (a customer is found in one currency at a time).
 */
export function useCustomerSearch(
  searchBy: 'phone' | 'email',
  typed: string,
  currencies: readonly string[],
): CustomerSearch {
  const value = useCompleteValue(searchBy, typed);
  const searches = useRecipientSearches(searchBy, value, currencies);
  if (value === null || currencies.length === 0) return { status: 'idle' };
  if (searches.some((search) => search.status === 'pending')) return { status: 'searching' };
  const customers = searches.flatMap(({ currency, match }): FoundCustomer[] =>
    match?.found && match.transferPossible && match.accountId
      ? [
          {
            searchBy,
            value,
            currency,
            accountId: match.accountId,
            name: match.name ?? '',
            surname: match.surname ?? '',
          },
        ]
      : [],
  );
  if (customers.length > 0) return { status: 'found', customers };
  const known = searches.find((search) => search.match?.found)?.match;
  if (known) return { status: 'cannotReceive', name: nameOf(known), currencies: [...currencies] };
  const failed = searches.find((search) => search.status === 'error');
  if (failed) return { status: 'error', error: failed.error, retry: failed.refetch };
  return { status: 'notFound' };
}
