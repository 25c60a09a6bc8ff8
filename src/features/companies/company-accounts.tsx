import { useId } from 'react';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { accountName } from '../../components/accounts/account-name';
import { List, ListRow } from '../../components/ui/list-row';
import { MoneyFigure } from '../../components/ui/money-figure';
import { Skeleton, SkeletonLine } from '../../components/ui/skeleton';
import { StatusPill } from '../../components/ui/status-pill';
import { accountHref } from '../../config/routes';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { isCryptoHolding } from '../../domain/accounts/available-totals';
import { formatCryptoAmount } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { companyPageEn } from '../../lib/i18n/en/company-page';

registerTexts(companyPageEn);

/** Decimals a crypto holding is shown with (the mock's BTC and ETH carry 8). */
const CRYPTO_DECIMALS = 8;

function AccountRow({ account, companyId }: { account: CombinedAccount; companyId: string }) {
  const { t, locale } = useI18n();
  const available = account.balances?.available;
  let figure;
  if (available === undefined) {
    figure = <span className="company-card__unknown">{t('companyPage.accounts.unknown')}</span>;
  } else if (isCryptoHolding(account)) {
    figure = (
      <span className="money-figure">
        <span className="visually-hidden">{t('companyPage.accounts.available')}: </span>
        <span className="money-figure__amount">
          {formatCryptoAmount(available, account.currency, CRYPTO_DECIMALS, locale)}
        </span>
      </span>
    );
  } else {
    figure = (
      <MoneyFigure
        amount={available}
        currency={account.currency}
        label={t('companyPage.accounts.available')}
      />
    );
  }
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
