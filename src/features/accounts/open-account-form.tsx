import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../lib/router/link';
import type { Account } from '../../api/accounts/schemas';
import { clientQueries } from '../../api/client/queries';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { contractQueries } from '../../api/contracts/queries';
import { ApiError, describeError, UnauthorizedError } from '../../api/errors';
import { Card } from '../../components/ui/card';
import { ProgressStatus } from '../../components/ui/progress-status';
import { QueryState, type QueryStateSource } from '../../components/ui/query-state';
import { paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { accountLimitsOf, accountQuotas } from './account-quota';
import { OpenAccountFields } from './open-account-fields';
import { NotAllowedNotice } from './not-allowed-notice';
import { useOpenedAccount, type OpeningPhase } from './use-opened-account';
import { accountsOpenEn } from '../../lib/i18n/en/accounts-open';

registerTexts(accountsOpenEn);

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2>{title}</h2>
      {children}
    </Card>
  );
}

/**
 * "Opening your account…" from the moment the request is sent until the account is listed,
 * then, if it takes too long, that it will appear shortly. One region throughout, so each
 * change of its words is announced.
 */
function OpeningStatus({
  phase,
  sending,
  openingText,
}: {
  phase: OpeningPhase;
  sending: boolean;
  openingText: string | undefined;
}) {
  const { t } = useI18n();
  const region = useRef<HTMLDivElement>(null);
  const active = phase !== 'idle';
  useEffect(() => {
    // The form goes away on success: focus moves to the status so it is not lost.
    if (active) region.current?.focus();
  }, [active]);
  const opening = sending || phase === 'waiting' || phase === 'found';
  return (
    <>
      <ProgressStatus
        ref={region}
        className="open-account__status"
        tabIndex={-1}
        text={
          phase === 'timedOut'
            ? t('accounts.open.slow')
            : opening
              ? (openingText ?? t('accounts.open.opening'))
              : null
        }
        // Given up waiting: the words say what comes next; nothing is going on here any more.
        still={phase === 'timedOut'}
      />
      {phase === 'timedOut' ? (
        <p>
          <Link to={paths.accounts}>{t('accounts.open.goToAccounts')}</Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * Opens an account (POST /v1/accounts) for the user, or for `companyId` when the company may
 * (else why not, naming it). Offers only the currencies whose quota (the accepted contract's
 * accountLimit, counted against the existing accounts) is not used up, then waits for the
 * asynchronously created account to be listed and hands it to `onOpened`.
 */
export function OpenAccountForm({
  companyId,
  onOpened,
  openingText,
}: {
  companyId?: string;
  onOpened: (account: Account) => void;
  /** The words of the wait, where the page has its own ("Opening your first account…"). */
  openingText?: string | undefined;
}) {
  const { t } = useI18n();
  const profile = useQuery(clientQueries.profile());
  const party = usePartyCapabilities(companyId);
  const catalogue = useQuery(contractQueries.list());
  const opening = useOpenedAccount(companyId, onOpened);
  const [sending, setSending] = useState(false);
  const accounts = opening.list;

  const body = ((): ReactNode => {
    // Once sent, only the status is shown: the form is not offered again.
    if (opening.phase !== 'idle') return null;
    // What the party may do decides first: no profile, blocked, no contract, identity not
    // confirmed, the company's own standing… each is explained instead of a form the bank
    // would refuse.
    const capability = party.data?.capabilities.openAccount;
    if (capability && !capability.allowed) {
      return <NotAllowedNotice reason={capability.reason} company={party.data?.company} />;
    }
    // The catalogue may be refused once a contract is accepted (the spec lists `The client has
    // been already initiated` for GET /contracts/clients): the limits are then unknown, and the
    // form still works, leaving the quota check to the bank.
    const catalogueRefused =
      catalogue.error instanceof ApiError &&
      !(catalogue.error instanceof UnauthorizedError) &&
      catalogue.error.status >= 400 &&
      catalogue.error.status < 500;
    const queries = catalogueRefused
      ? [profile, party, accounts]
      : [profile, party, catalogue, accounts];
    const failed = queries.find((query) => query.isError);
    const loaded =
      profile.isSuccess &&
      party.isSuccess &&
      accounts.isSuccess &&
      (catalogue.isSuccess || catalogueRefused);
    const state: QueryStateSource<Account[]> = {
      status: failed ? 'error' : loaded ? 'success' : 'pending',
      data: loaded ? accounts.data : undefined,
      error: failed?.error,
      refetch: () => {
        for (const query of queries) if (query.isError) void query.refetch();
      },
    };

    return (
      <QueryState query={state} describeError={describeError}>
        {(existing) => {
          const contractId = profile.data?.contract;
          const contract = catalogue.data?.find((candidate) => candidate.id === contractId);
          // Unknown limits (catalogue refused, or the contract not in it): null, not "none left".
          const quotas = contract ? accountQuotas(accountLimitsOf(contract), existing) : null;
          if (quotas?.every((quota) => quota.remaining === 0)) {
            return (
              <Notice title={t('accounts.open.noneLeftTitle')}>
                <p>{t('accounts.open.noneLeftBody')}</p>
              </Notice>
            );
          }
          return (
            <OpenAccountFields
              quotas={quotas}
              companyId={companyId}
              companyName={party.data?.company?.name}
              knownAccountIds={existing.map((account) => account.id)}
              onRequested={opening.start}
              onSending={setSending}
            />
          );
        }}
      </QueryState>
    );
  })();

  return (
    <>
      <OpeningStatus phase={opening.phase} sending={sending} openingText={openingText} />
      {body}
    </>
  );
}
