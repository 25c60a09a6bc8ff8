import { useQuery } from '@tanstack/react-query';
import { parseBankDetailsJson, type Account, type BankDetails } from '../../api/accounts/schemas';
import { accountQueries } from '../../api/accounts/queries';
import { ApiError, NetworkError, ResponseShapeError } from '../../api/errors';

export type BankDetailsState =
  | { kind: 'loading' }
  | { kind: 'ready'; details: BankDetails }
  | { kind: 'unavailable' }
  | { kind: 'error'; error: unknown; retry: () => void };

/** Details someone can pay into: an IBAN, or a UK account number. */
function usable(details: BankDetails | null): details is BankDetails {
  return Boolean(details?.iban || details?.ukAccountNumber);
}

/** Failures of the new endpoint after which the deprecated one is asked instead. */
function worthFallingBack(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof ResponseShapeError) return true;
  return error instanceof ApiError && (error.status === 404 || error.status >= 500);
}

/**
 * The bank details of an account: GET /v1/ext-accounts/{extAccountId} first, and the
 * deprecated GET /account/details/{account} when that fails (404, 5xx, network, unexpected
 * shape) or has no usable details. Malformed JSON never throws: it counts as "not available".
 */
export function useBankDetails(account: Account): BankDetailsState {
  const extAccountId = account.products?.[0]?.extAccountId;
  const companyId = account.companyId || undefined;

  const ext = useQuery({
    ...accountQueries.extAccount(extAccountId ?? ''),
    enabled: Boolean(extAccountId),
    // The deprecated endpoint is the fallback, so the new one is not retried first.
    retry: false,
  });
  const extDetails = ext.data ? parseBankDetailsJson(ext.data.bankDetails) : null;

  const needLegacy =
    !extAccountId ||
    (ext.isError && worthFallingBack(ext.error)) ||
    (ext.isSuccess && !usable(extDetails));
  const legacy = useQuery({
    ...accountQueries.legacyDetails(account.id, companyId),
    enabled: needLegacy,
  });

  if (usable(extDetails)) return { kind: 'ready', details: extDetails };
  if (ext.isError && !needLegacy) {
    return { kind: 'error', error: ext.error, retry: () => void ext.refetch() };
  }
  if (!needLegacy || legacy.isPending) return { kind: 'loading' };
  if (legacy.isError) {
    if (legacy.error instanceof ApiError && legacy.error.status === 404) {
      return { kind: 'unavailable' };
    }
    return {
      kind: 'error',
      error: legacy.error,
      retry: () => {
        if (extAccountId) void ext.refetch();
        void legacy.refetch();
      },
    };
  }
  const entry = legacy.data.find((item) => item.account === account.id) ?? legacy.data[0] ?? null;
  const legacyDetails = entry ? parseBankDetailsJson(entry.bankDetails) : null;
  return usable(legacyDetails)
    ? { kind: 'ready', details: legacyDetails }
    : { kind: 'unavailable' };
}
