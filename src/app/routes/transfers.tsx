import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { describeError } from '../../api/errors';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState, type QueryStateSource } from '../../components/ui/query-state';
import { NotAllowedNotice } from '../../features/accounts/not-allowed-notice';
import {
  isRecipientKind,
  TransferDraftProvider,
  useTransferDraft,
} from '../../features/transfers/transfer-draft';
import { TransferFlow } from '../../features/transfers/transfer-flow';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useParty } from '../../hooks/use-party';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** Keeps `?kind=` and `?from=` in step with the draft (never amounts or personal data). */
function DraftInUrl() {
  const [search, setSearch] = useSearchParams();
  const { draft, updateValues } = useTransferDraft();
  const { kind, fromId } = draft.values;
  const urlKind = search.get('kind');
  const urlFrom = search.get('from');
  const written = useRef({ kind: urlKind, from: urlFrom });

  // A new address (a "Send money" link followed while here) chooses the source or kind.
  useEffect(() => {
    if (written.current.kind === urlKind && written.current.from === urlFrom) return;
    written.current = { kind: urlKind, from: urlFrom };
    updateValues({
      ...(isRecipientKind(urlKind) ? { kind: urlKind } : {}),
      ...(urlFrom ? { fromId: urlFrom } : {}),
    });
  }, [urlKind, urlFrom, updateValues]);

  // Choices made in the form are written back, replacing the entry (no history per click).
  useEffect(() => {
    if (urlKind === kind && (urlFrom ?? '') === fromId) return;
    written.current = { kind, from: fromId || null };
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('kind', kind);
        if (fromId) next.set('from', fromId);
        else next.delete('from');
        return next;
      },
      { replace: true },
    );
  }, [kind, fromId, urlKind, urlFrom, setSearch]);
  return null;
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
  const kind = search.get('kind');
  const initial = useRef({
    ...(isRecipientKind(kind) ? { kind } : {}),
    fromId: search.get('from') ?? '',
  }).current;

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
            <TransferDraftProvider initial={initial}>
              <DraftInUrl />
              <TransferFlow accounts={loaded} companyId={companyId} />
            </TransferDraftProvider>
          )}
        </QueryState>
      )}
    </section>
  );
}
