import { useMemo } from 'react';
import { Link } from '../../lib/router/link';
import { groupByCurrency } from '../../domain/accounts/accounts-with-balances';
import { accountErrors } from '../../api/accounts/errors';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { useHoldingValues } from '../../api/crypto/use-holding-values';
import { describeError, hasMessage } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Card } from '../../components/ui/card';
import { QueryState, type QueryStateSource } from '../../components/ui/query-state';
import { Skeleton, SkeletonCards } from '../../components/ui/skeleton';
import { useConfig } from '../../config/config-context';
import { paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { accountNumberWords } from './account-number';
import { asSentence, companyNameOf } from './company-name';
import { CurrencyGroupSection } from './currency-group';
import { NotAllowedNotice } from './not-allowed-notice';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/**
 * The accounts of the user (or of `companyId`), grouped by currency with a total per
 * currency: GET /v1/accounts joined with the balances (and bank details, for the number in
 * words) of GET /account, both read at once; a skeleton of cards while they load.
 * When only the balances fail, the accounts are still listed, with the balances' error and a
 * way to retry. When the party may not open accounts, why not comes first.
 */
export function AccountsOverview({ companyId }: { companyId: string | undefined }) {
  const { t, locale } = useI18n();
  const { list, legacy, accounts } = useAccountsWithBalances(companyId);
  const groups = useMemo(() => (accounts ? groupByCurrency(accounts) : []), [accounts]);
  const numbers = useMemo(
    () => new Map(legacy.data?.map((item) => [item.account, item.bankDetails])),
    [legacy.data],
  );
  const numberWordsOf = (accountId: string) => accountNumberWords(numbers.get(accountId), t);
  const worth = useHoldingValues(accounts, useConfig().features.crypto);
  const party = usePartyCapabilities(companyId).data;
  const openAccount = party?.capabilities.openAccount;
  const refusal =
    openAccount && !openAccount.allowed ? (
      <NotAllowedNotice reason={openAccount.reason} company={party?.company} />
    ) : null;

  // Loading lasts until both lists have answered; only the v1 list's failure stops the page.
  const overview: QueryStateSource<typeof groups> = {
    status: list.isError ? 'error' : list.isPending || legacy.isPending ? 'pending' : 'success',
    data: groups,
    error: list.error,
    refetch: () => {
      void list.refetch();
      if (legacy.isError) void legacy.refetch();
    },
  };

  return (
    <QueryState
      query={overview}
      describeError={describeError}
      loadingFallback={
        <Skeleton label={t('accounts.overview.loading')}>
          <SkeletonCards count={2} />
        </Skeleton>
      }
      renderError={(error) =>
        hasMessage(error, accountErrors.clientNotFound) ? (
          <Card>
            <h2>{t('accounts.overview.noClientTitle')}</h2>
            <p>{t('accounts.overview.noClientBody')}</p>
            <Link to={paths.onboarding}>{t('accounts.overview.createProfile')}</Link>
          </Card>
        ) : undefined
      }
      isEmpty={(found) => found.length === 0}
      empty={
        // "Open an account to…" only to a party who may; otherwise why not.
        refusal ?? (
          <Card>
            <h2>
              {companyId
                ? asSentence(
                    t('accounts.overview.companyEmptyTitle', {
                      name: companyNameOf(party?.company, t),
                    }),
                    locale,
                  )
                : t('accounts.overview.emptyTitle')}
            </h2>
            <p>{t('accounts.overview.emptyBody')}</p>
          </Card>
        )
      }
    >
      {(found) => (
        <>
          {refusal}
          {legacy.isError ? (
            <ErrorMessage
              title={t('accounts.overview.balancesFailed')}
              error={describeError(legacy.error)}
              onRetry={() => void legacy.refetch()}
            />
          ) : null}
          {found.map((group) => (
            <CurrencyGroupSection
              key={group.currency}
              group={group}
              companyId={companyId}
              numberWordsOf={numberWordsOf}
              worthOf={(accountId) => worth.get(accountId)}
            />
          ))}
        </>
      )}
    </QueryState>
  );
}
