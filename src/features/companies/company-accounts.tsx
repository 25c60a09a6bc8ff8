import { useId } from 'react';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { accountName } from '../../components/accounts/account-name';
import { AvailableFigure } from '../../components/accounts/available-figure';
import { List, ListRow } from '../../components/ui/list-row';
import { Skeleton, SkeletonLine } from '../../components/ui/skeleton';
import { StatusPill } from '../../components/ui/status-pill';
import { accountHref } from '../../config/routes';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { companyPageEn } from '../../lib/i18n/en/company-page';

registerTexts(companyPageEn);

function AccountRow({ account, companyId }: { account: CombinedAccount; companyId: string }) {
  const { t } = useI18n();
  const figure = (
    <AvailableFigure
      account={account}
      label={t('companyPage.accounts.available')}
      unknown={<span className="company-card__unknown">{t('companyPage.accounts.unknown')}</span>}
    />
  );
  let status;
  if (account.status === 'initiated')
    status = <StatusPill tone="pending">{t('companyPage.accounts.notActive')}</StatusPill>;
  else if (account.status === 'pending')
    status = <StatusPill tone="pending">{t('companyPage.accounts.opening')}</StatusPill>;
  return (
    <ListRow
      href={accountHref({ id: account.id, companyId })}
      title={accountName(account, { t })}
      amount={figure}
      status={status}
    />
  );
}

/**
 * A company's accounts on its card, each a row to its page with what it has available and its
 * state while it is not active: the same reads as the company's accounts overview (GET
 * /v1/accounts and GET /account with its `companyId`), so opening it next shows them at once.
 */
export function CompanyAccounts({ companyId, name }: { companyId: string; name: string }) {
  const { t } = useI18n();
  const headingId = useId();
  const { list, accounts } = useAccountsWithBalances(companyId);
  let body;
  if (list.isError) {
    body = (
      <div role="alert" className="company-card__failed">
        <p>{t('companyPage.accounts.failed', { name })}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void list.refetch()}
        >
          {t('app.retry')}
        </button>
      </div>
    );
  } else if (!accounts) {
    body = (
      <Skeleton label={t('companyPage.accounts.loading', { name })}>
        <SkeletonLine width="half" />
        <SkeletonLine width="half" />
      </Skeleton>
    );
  } else if (accounts.length === 0) {
    body = <p className="company-card__muted">{t('companyPage.accounts.empty')}</p>;
  } else {
    body = (
      <List>
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} companyId={companyId} />
        ))}
      </List>
    );
  }
  return (
    <section className="company-card__accounts" aria-labelledby={headingId}>
      <h3 id={headingId} className="company-card__subtitle">
        {t('companyPage.accounts.title')}
      </h3>
      {body}
    </section>
  );
}
