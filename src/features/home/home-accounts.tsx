import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from '../../lib/router/link';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { AvailableFigure } from '../../components/accounts/available-figure';
import { Card } from '../../components/ui/card';
import { List, ListRow } from '../../components/ui/list-row';
import { StatusPill } from '../../components/ui/status-pill';
import { accountHref, accountsHref } from '../../config/routes';
import { useLoadedAfter } from '../../hooks/use-loaded-after';
import { registerTexts, type Translate, useI18n } from '../../lib/i18n/i18n';
import { isCryptoHolding } from '../../domain/accounts/available-totals';
import { homeAccountName } from './home-money';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

// A holding's worth at the current price follows the accounts: its code (the exchange's prices
// and the decimals to value a holding) is asked for once they are drawn (issue 37 §2).
const loadWorth = () => import('./home-holding-worth');
const HomeHoldingWorth = lazy(async () => ({ default: (await loadWorth()).HomeHoldingWorth }));

/** An account that is not active yet says so in a pill beside its balance. */
function statusOf(status: string, t: Translate) {
  if (status === 'initiated')
    return <StatusPill tone="pending">{t('home.accounts.notActive')}</StatusPill>;
  if (status === 'pending')
    return <StatusPill tone="pending">{t('home.accounts.opening')}</StatusPill>;
  return undefined;
}

function AccountRow({ account, worth }: { account: CombinedAccount; worth?: ReactNode }) {
  const { t } = useI18n();
  const figure = (
    <AvailableFigure
      account={account}
      label={t('home.accounts.available')}
      unknown={<span className="home-accounts__unknown">{t('home.accounts.unknown')}</span>}
      worth={worth}
    />
  );
  return (
    <ListRow
      href={accountHref(account)}
      title={homeAccountName(account, t)}
      amount={figure}
      status={statusOf(account.status, t)}
    />
  );
}

/**
 * The party's accounts, compact: each a row that links to its page, with its name, its
 * available balance and its state when it is not active; crypto holdings apart, under their
 * own heading.
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
  const worthLoaded = useLoadedAfter(crypto.length > 0, loadWorth);
  return (
    <Card as="section" className="home-accounts" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {companyId === undefined ? t('home.accounts.title') : t('home.accounts.companyTitle')}
      </h2>
      {money.length > 0 ? (
        <List>
          {money.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </List>
      ) : (
        <p>{t('home.accounts.empty')}</p>
      )}
      {crypto.length > 0 ? (
        <>
          <h3 className="home-accounts__subtitle">{t('home.accounts.crypto')}</h3>
          <List>
            {crypto.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                worth={
                  worthLoaded ? (
                    <Suspense fallback={null}>
                      <HomeHoldingWorth accounts={accounts} accountId={account.id} />
                    </Suspense>
                  ) : undefined
                }
              />
            ))}
          </List>
        </>
      ) : null}
      <p className="home__more">
        <Link to={accountsHref(companyId)}>{t('home.accounts.all')}</Link>
      </p>
    </Card>
  );
}
