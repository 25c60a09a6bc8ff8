import { useQuery } from '@tanstack/react-query';
import { parseBankDetailsJson, type BankDetails } from '../../api/accounts/bank-details';
import type { Account } from '../../api/accounts/schemas';
import { accountQueries } from '../../api/accounts/queries';
import { ApiError, NetworkError, ResponseShapeError } from '../../api/errors';
import type { QueryStateSource } from '../../components/ui/query-state';

/** Shown through QueryState: null details mean the bank has none to show ("not available"). */
export type BankDetailsState = QueryStateSource<BankDetails | null>;

const LOADING: BankDetailsState = { status: 'pending', data: undefined, error: null };
const ready = (details: BankDetails | null): BankDetailsState => ({
  status: 'success',
  data: details,
  error: null,
});

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

  if (usable(extDetails)) return ready(extDetails);
  if (ext.isError && !needLegacy) {
    return {
      status: 'error',
      data: undefined,
      error: ext.error,
      refetch: () => void ext.refetch(),
    };
  }
  if (!needLegacy || legacy.isPending) return LOADING;
  if (legacy.isError) {
    if (legacy.error instanceof ApiError && legacy.error.status === 404) {
      return ready(null);
    }
    return {
      status: 'error',
      data: undefined,
      error: legacy.error,
      refetch: () => {
        if (extAccountId) void ext.refetch();
        void legacy.refetch();
      },
    };
  }
  const entry = legacy.data.find((item) => item.account === account.id) ?? legacy.data[0] ?? null;
  const legacyDetails = entry ? parseBankDetailsJson(entry.bankDetails) : null;
  return ready(usable(legacyDetails) ? legacyDetails : null);
}
