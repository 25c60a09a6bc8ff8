import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { describeError } from '../../api/errors';
import { recipientQueries } from '../../api/recipients/queries';
import { useReadNow } from '../../api/use-read-now';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState, type QueryStateSource } from '../../components/ui/query-state';
import { NotAllowedNotice } from '../../features/accounts/not-allowed-notice';
import {
  isRecipientKind,
  TransferDraftProvider,
  useTransferDraft,
  type DetailsValues,
} from '../../features/transfers/transfer-draft';
import { recentPaymentsQuery } from '../../features/transfers/recipient-step';
import { TransferFlow } from '../../features/transfers/transfer-flow';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useParty } from '../../hooks/use-party';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** The address's state of the flow's own writes, so that they are told from arrivals. */
const OWN_WRITE = { transferFlow: true } as const;

const isOwnWrite = (state: unknown) =>
  typeof state === 'object' && state !== null && 'transferFlow' in state;

/** What the address starts a flow with: `?from=` (the source) and `?kind=` (someone new). */
function initialOf(search: URLSearchParams): Partial<DetailsValues> {
  const kind = search.get('kind');
  return { ...(isRecipientKind(kind) ? { kind } : {}), fromId: search.get('from') ?? '' };
}

/** Keeps `?from=` in step with the draft (never amounts or personal data). */
function DraftInUrl() {
  const [search, setSearch] = useSearchParams();
  const { draft, update, updateValues } = useTransferDraft();
  const { fromId } = draft.values;
  const urlFrom = search.get('from');
  const written = useRef(urlFrom);

  // A new address (a "Send money" link followed while here) chooses the source.
  useEffect(() => {
    if (written.current === urlFrom) return;
    written.current = urlFrom;
    if (urlFrom) {
      updateValues({ fromId: urlFrom });
      update({ startFrom: urlFrom });
    }
  }, [urlFrom, update, updateValues]);

  // The source chosen in the flow is written back, replacing the entry (no history per click).
  useEffect(() => {
    if ((urlFrom ?? '') === fromId) return;
    written.current = fromId || null;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('kind');
        if (fromId) next.set('from', fromId);
        else next.delete('from');
        return next;
      },
      { replace: true, state: OWN_WRITE },
    );
  }, [fromId, urlFrom, setSearch]);
  return null;
}

/**
 * A new flow each time the transfers area is arrived at (the menu's link, a "Send money"
 * link) while a result is shown: a sent transfer is done, and the link opens a new one. The
 * flow's own writes to the address carry OWN_WRITE and start nothing.
 */
function useFreshFlow(search: URLSearchParams) {
  const location = useLocation();
  const [flow, setFlow] = useState(() => ({ key: 0, initial: initialOf(search) }));
  const resultShown = useRef(false);
  const seen = useRef(location.key);
  useEffect(() => {
    if (seen.current === location.key) return;
    seen.current = location.key;
    if (isOwnWrite(location.state) || !resultShown.current) return;
    resultShown.current = false;
    setFlow((previous) => ({ key: previous.key + 1, initial: initialOf(search) }));
  }, [location.key, location.state, search]);
  const onResult = useCallback((shown: boolean) => {
    resultShown.current = shown;
  }, []);
  return { ...flow, onResult };
}

/** /transfers: send money from an account (`?from=`), for the user or a company (`?companyId=`). */
export function TransfersRoute() {
  const { t } = useI18n();
  const [search] = useSearchParams();
  const { companyId } = useParty();
  // What the party (the customer, or the company acted for) may do.
  const capabilities = usePartyCapabilities(companyId);
  const { list, accounts } = useAccountsWithBalances(companyId);
  const transfer = capabilities.data?.capabilities.transfer;
  const flow = useFreshFlow(search);
  // Who can be paid is read beside the accounts, not once they have arrived and the first
  // step is drawn (issue 23 §3: one read after the other on a phone's network).
  useReadNow(recipientQueries.saved(companyId), transfer?.allowed !== false);
  useReadNow(recentPaymentsQuery(companyId), transfer?.allowed !== false);

  // The profile (with the companies, what the party may do) and the accounts are read together.
  const failed = [capabilities, list].find((query) => query.isError);
  const loaded = capabilities.isSuccess && accounts !== undefined;
  const state: QueryStateSource<CombinedAccount[]> = {
    status: loaded ? 'success' : failed ? 'error' : 'pending',
    data: loaded ? accounts : undefined,
    error: failed?.error,
    refetch: () => {
      if (capabilities.isError) void capabilities.refetch();
      if (list.isError) void list.refetch();
    },
  };

  // The flow, when shown, names its step (a more specific title).
  useDocumentTitle(t('transfers.title'));

  return (
    <section className="transfers">
      <PageHeader title={t('transfers.title')} />
      {transfer && !transfer.allowed ? (
        <NotAllowedNotice reason={transfer.reason} company={capabilities.data?.company} />
      ) : (
        <QueryState
          query={state}
          describeError={describeError}
          loadingLabel={t('transfers.loading')}
          // A failed re-read (after a transfer, say) keeps the flow and its draft.
          keepDataOnError
        >
          {(loaded) => (
            <TransferDraftProvider key={flow.key} initial={flow.initial}>
              <DraftInUrl />
              <TransferFlow accounts={loaded} companyId={companyId} onResult={flow.onResult} />
            </TransferDraftProvider>
          )}
        </QueryState>
      )}
    </section>
  );
}
