import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { isPayable, useSessionWallets } from '../../api/crypto/session-wallets';
import { describeError } from '../../api/errors';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { CryptoSubnav } from '../../features/crypto/crypto-subnav';
import { PayoutFlow } from '../../features/crypto/payout-flow';
import { WalletList } from '../../features/crypto/wallet-list';
import { WalletRegisterForm } from '../../features/crypto/wallet-register-form';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { CryptoMarketGate } from './crypto-market-gate';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';

registerTexts(cryptoWalletsEn);

/** The three parts of the page, once the exchange answers and the party may trade. */
function WalletsAndPayouts({ companyId }: { companyId: string | undefined }) {
  const { t } = useI18n();
  const wallets = useSessionWallets(companyId);
  const { list, accounts } = useAccountsWithBalances(companyId);
  const registered = wallets.data ?? [];
  return (
    <>
      <section className="crypto-wallets__part" aria-labelledby="wallets-register">
        <h2 id="wallets-register">{t('cryptoWallets.register.heading')}</h2>
        <p>{t('cryptoWallets.register.intro')}</p>
        <WalletRegisterForm companyId={companyId} />
      </section>
      <section className="crypto-wallets__part" aria-labelledby="wallets-list">
        <h2 id="wallets-list">{t('cryptoWallets.list.heading')}</h2>
        <WalletList wallets={registered} />
      </section>
      <section className="crypto-wallets__part" aria-labelledby="wallets-payout">
        <h2 id="wallets-payout">{t('cryptoWallets.payout.heading')}</h2>
        <QueryState
          query={{ ...list, data: accounts }}
          describeError={describeError}
          loadingLabel={t('cryptoWallets.loading')}
          errorTitle={t('cryptoWallets.errorTitle')}
          // A failed re-read (after a payout, say) keeps the flow and its outcome.
          keepDataOnError
        >
          {(loaded) => (
            <PayoutFlow
              accounts={loaded}
              wallets={registered.filter(isPayable)}
              companyId={companyId}
            />
          )}
        </QueryState>
      </section>
    </>
  );
}

/**
 * /crypto/wallets: register external wallets (checked per currency and network) and send crypto
 * from the party's balances to them (review, sent once, outcome unknown on a lost answer), for
 * the user or the company acted for (`?companyId=`); open while the exchange answers and the
 * party may trade (the market's own gate).
 */
export function CryptoWalletsRoute() {
  const { t } = useI18n();
  const { companyId } = useParty();
  useDocumentTitle(t('cryptoWallets.title'));
  return (
    <section className="crypto-wallets">
      <PageHeader title={t('cryptoWallets.title')} />
      <CryptoSubnav />
      <CryptoMarketGate companyId={companyId}>
        {() => <WalletsAndPayouts companyId={companyId} />}
      </CryptoMarketGate>
    </section>
  );
}
