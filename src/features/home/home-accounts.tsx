import { useId } from 'react';
import { Link } from 'react-router';
import type { CombinedAccount } from '../../api/accounts/accounts-with-balances';
import { Card } from '../../components/ui/card';
import { MoneyFigure } from '../../components/ui/money-figure';
import { accountHref, accountsHref } from '../../config/routes';
import { formatCryptoAmount } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { homeAccountName, isCryptoHolding } from './home-money';

/** Decimals a crypto holding is shown with (the mock's BTC and ETH carry 8). */
const CRYPTO_DECIMALS = 8;

function StatusNote({ status }: { status: string }) {
  const { t } = useI18n();
  if (status === 'initiated')
    return <span className="home-accounts__status">{t('home.accounts.notActive')}</span>;
  if (status === 'pending')
    return <span className="home-accounts__status">{t('home.accounts.opening')}</span>;
  return null;
}

function AccountRow({ account }: { account: CombinedAccount }) {
  const { t, locale } = useI18n();
  const available = account.balances?.available;
  let figure;
  if (available === undefined) {
    figure = <span className="home-accounts__unknown">{t('home.accounts.unknown')}</span>;
  } else if (isCryptoHolding(account)) {
    figure = (
      <span className="money-figure">
        <span className="visually-hidden">{t('home.accounts.available')}: </span>
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
        label={t('home.accounts.available')}
        className="home-accounts__figure"
      />
    );
  }
  return (
    <li className="home-accounts__item">
      <span className="home-accounts__name">
        <Link to={accountHref(account)}>{homeAccountName(account, t)}</Link>
        <StatusNote status={account.status} />
      </span>
      {figure}
    </li>
  );
}

/**
 * The party's accounts, compact: each name (a link to its page), its state when it is not
 * active, and its available balance; crypto holdings apart, under their own heading.
 */
export function HomeAccounts({
  accounts,
  companyId,
}: {
  accounts: readonly CombinedAccount[];
  companyId: string | undefined;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const money = accounts.filter((account) => !isCryptoHolding(account));
  const crypto = accounts.filter(isCryptoHolding);
  return (
    <Card as="section" className="home-accounts" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {companyId === undefined ? t('home.accounts.title') : t('home.accounts.companyTitle')}
      </h2>
      {money.length > 0 ? (
        <ul className="home-accounts__list">
          {money.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </ul>
      ) : (
        <p>{t('home.accounts.empty')}</p>
      )}
      {crypto.length > 0 ? (
        <>
          <h3 className="home-accounts__subtitle">{t('home.accounts.crypto')}</h3>
          <ul className="home-accounts__list">
            {crypto.map((account) => (
              <AccountRow key={account.id} account={account} />
            ))}
          </ul>
        </>
      ) : null}
      <p className="home__more">
        <Link to={accountsHref(companyId)}>{t('home.accounts.all')}</Link>
      </p>
    </Card>
  );
}
