import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/router/link';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { useActingCompany } from '../../api/companies/use-acting-company';
import { describeError } from '../../api/errors';
import { accountName } from '../../components/accounts/account-name';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { accountHref, accountsHref } from '../../config/routes';
import type { StatementPeriod } from '../../domain/statements/period';
import {
  localTimeZone,
  localToday,
  PERIOD_PARAMS,
  periodFromSearch,
} from '../../features/statements/period-params';
import { PeriodPicker } from '../../features/statements/period-picker';
import { StatementView } from '../../features/statements/statement-view';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';

registerTexts(statementsEn);

/**
 * /accounts/:accountId/statements (a company's account with `?companyId=`): a statement of the
 * account for a month (`?month=YYYY-MM`; the last complete one by default, the current one so
 * far) or chosen days (`?from=&to=`), kept in the address so a link or a reload shows the same.
 */
export function AccountStatementsRoute() {
  const { t } = useI18n();
  const { accountId = '' } = useParams();
  const { companyId } = useParty();
  const [search, setSearch] = useSearchParams();
  const { list, legacy, accounts } = useAccountsWithBalances(companyId);
  const account = accounts?.find((candidate) => candidate.id === accountId);
  const accountCompanyId = account ? (account.companyId ?? companyId) : companyId;
  const company = useActingCompany(accountCompanyId).data;
  const today = localToday();
  const timezone = localTimeZone();
  const choice = periodFromSearch(search, today);
  const name = account ? accountName(account, { t }) : undefined;

  const show = (query: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const key of Object.values(PERIOD_PARAMS)) next.delete(key);
    for (const [key, value] of Object.entries(query)) next.set(key, value);
    setSearch(next);
  };

  return (
    <section className="statements">
      <PageHeader
        eyebrow={name}
        title={t('statements.title')}
        description={t('statements.intro')}
        actions={
          account ? (
            <Link className="account-actions__back" to={accountHref(account)}>
              {t('statements.back')}
            </Link>
          ) : undefined
        }
      />
      <QueryState query={list} describeError={describeError} loadingLabel={t('statements.loading')}>
        {() =>
          account && name ? (
            <>
              {choice.ignored ? (
                <p className="statements__note">{t('statements.period.ignored')}</p>
              ) : null}
              <PeriodPicker
                key={`${choice.period.from}|${choice.period.to}`}
                choice={choice}
                today={today}
                onMonth={(month) => show({ [PERIOD_PARAMS.month]: month })}
                onPeriod={({ from, to }: StatementPeriod) =>
                  show({ [PERIOD_PARAMS.from]: from, [PERIOD_PARAMS.to]: to })
                }
              />
              <StatementView
                key={`${account.id}|${choice.period.from}|${choice.period.to}`}
                account={account}
                accountName={name}
                companyId={accountCompanyId}
                companyName={company?.name}
                listBankDetails={
                  legacy.data?.find((item) => item.account === account.id)?.bankDetails
                }
                choice={choice}
                timezone={timezone}
              />
            </>
          ) : (
            <>
              <p>{t('statements.notFoundBody')}</p>
              <p>
                <Link to={accountsHref(companyId)}>{t('statements.allAccounts')}</Link>
              </p>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
