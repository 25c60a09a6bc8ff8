import { useEffect, useId, useRef } from 'react';
import { Link } from '../../lib/router/link';
import { accountErrors } from '../../api/accounts/errors';
import { useActivateAccountMutation } from '../../api/accounts/mutations';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { ApiError, describeError, hasMessage } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/routes';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { AccountStatusBadge } from './account-status-badge';
import { NotAllowedNote } from './not-allowed-notice';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/** The spec's messages of PATCH /v2/accounts/{accountId}, in plain words. */
const ACTIVATION_PROBLEMS: Record<string, MessageKey> = {
  [accountErrors.companyBlocksActivation]: 'accounts.activation.companyBlocked',
  [accountErrors.senderNoAccess]: 'accounts.activation.noAccess',
  [accountErrors.companyNotFound]: 'accounts.activation.companyNotFound',
};

/** What a failed activation means: a known message in plain words, else the general text. */
export function describeActivationError(error: unknown): {
  key: MessageKey;
  apiMessage: string | null;
} {
  const known =
    error instanceof ApiError && error.apiMessage ? ACTIVATION_PROBLEMS[error.apiMessage] : null;
  return known ? { key: known, apiMessage: null } : describeError(error);
}

/**
 * Activation of a company account (PATCH /v2/accounts/{accountId} with the company's id), and
 * the one place its page says the account's status (AccountHero leaves it to this card).
 * `initiated`: an explanation and "Activate account" when the company may activate it (else
 * why not, naming it); once asked, the result's status (`pending`) is announced and focused;
 * `pending`: what happens next. Sent at most once at a time.
 */
// Assumption A-37 (docs/assumptions.md): only company accounts are activated by the user.
export function ActivateAccount({
  accountId,
  companyId,
  status,
}: {
  accountId: string;
  companyId: string;
  status: string;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const activate = useActivateAccountMutation();
  // Sent once; after a refusal the person may press again.
  const { submit } = useSubmitOnce(activate);
  const result = useRef<HTMLDivElement>(null);
  const requested = activate.isSuccess;
  const party = usePartyCapabilities(companyId).data;
  const allowed = party?.capabilities.activateAccount;

  useEffect(() => {
    // The button goes away: focus moves to the result so it is not lost.
    if (requested) result.current?.focus();
  }, [requested]);

  const send = () => void submit({ accountId, companyId });

  return (
    <Card as="section" className="account-activation" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accounts.activation.title')}</h2>
      <div
        ref={result}
        className="account-activation__result"
        role="status"
        aria-live="polite"
        tabIndex={-1}
      >
        <p>
          {activate.data ? `${t('accounts.activation.requested')} ` : null}
          <AccountStatusBadge status={activate.data?.status ?? status} />
        </p>
      </div>
      {requested || status === 'pending' ? (
        <p>{t('accounts.activation.pending')}</p>
      ) : status === 'initiated' ? (
        <>
          <p>{t('accounts.activation.initiated')}</p>
          {activate.isError ? (
            <>
              <ErrorMessage
                title={t('accounts.activation.failedTitle')}
                error={describeActivationError(activate.error)}
              />
              {hasMessage(activate.error, accountErrors.companyBlocksActivation) ? (
                // The company's status changed since the page was read: where it shows.
                <p>
                  <Link to={paths.companies}>{t('accounts.activation.seeCompany')}</Link>
                </p>
              ) : null}
            </>
          ) : null}
          {!allowed ? null : !allowed.allowed ? (
            <NotAllowedNote reason={allowed.reason} company={party.company} />
          ) : (
            <Button onClick={send} disabled={activate.isPending} aria-disabled={activate.isPending}>
              {activate.isPending
                ? t('accounts.activation.activating')
                : t('accounts.activation.activate')}
            </Button>
          )}
        </>
      ) : null}
    </Card>
  );
}
