import { Link } from '../../lib/router/link';
import type { CreatePayoutResponse } from '../../api/crypto/wallets';
import { Button } from '../../components/ui/button';
import { historyHref } from '../../config/routes';
import { CopyButton } from '../../components/ui/copy-button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { accountName } from '../../components/accounts/account-name';
import { cryptoAmount, type PreparedPayout } from './payout-prepare';
import { walletName } from './wallet-list';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';

registerTexts(cryptoWalletsEn);

// Assumption A-140 (docs/assumptions.md): a payout's statuses; any other is "not known yet".
const STATUS_WORDS: Partial<Record<string, MessageKey>> = {
  initiated: 'cryptoWallets.payout.status.initiated',
  processing: 'cryptoWallets.payout.status.processing',
  completed: 'cryptoWallets.payout.status.completed',
  rejected: 'cryptoWallets.payout.status.rejected',
  failed: 'cryptoWallets.payout.status.failed',
};

export type PayoutOutcome = { kind: 'sent'; response: CreatePayoutResponse } | { kind: 'unknown' };

function PayoutReference({ id }: { id: string }) {
  const { t } = useI18n();
  const label = t('cryptoWallets.payout.result.id');
  return (
    <dl className="crypto-wallets__ids">
      <dt>{label}</dt>
      <dd>
        <code>{id}</code>{' '}
        <CopyButton
          name={t('cryptoWallets.payout.result.copy', { what: label })}
          value={id}
          copied={t('cryptoWallets.payout.result.copied')}
          failed={t('cryptoWallets.payout.result.copyFailed')}
        />
      </dd>
    </dl>
  );
}

/**
 * Step 3: sent, with the payout's reference and its status in words; or, when the bank's
 * answer was lost, that the outcome is unknown. The bank has no list of payouts to look in
 * so the person is sent to the balance's history, and sending again is a separate,
 * explicit choice that says it may send twice.
 */
export function PayoutResult({
  payout,
  outcome,
  companyId,
  onSendAnother,
  onSendAgain,
}: {
  payout: PreparedPayout;
  outcome: PayoutOutcome;
  companyId: string | undefined;
  onSendAnother: () => void;
  onSendAgain: () => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const amount = cryptoAmount(payout.amount, payout.currency, locale);
  const wallet = walletName(payout.wallet, t);
  const history = (
    <Link to={historyHref(payout.account.id, companyId)}>
      {t('cryptoWallets.payout.result.history', {
        account: accountName(payout.account, i18n),
      })}
    </Link>
  );

  if (outcome.kind === 'unknown') {
    return (
      <div className="crypto-wallets__result">
        <p>{t('cryptoWallets.payout.result.unknownBody', { amount, wallet })}</p>
        <p>{t('cryptoWallets.payout.result.noList')}</p>
        <p>{history}</p>
        <div className="notice crypto-wallets__again">
          <p>{t('cryptoWallets.payout.result.againWarning', { amount })}</p>
          <Button variant="secondary" onClick={onSendAgain}>
            {t('cryptoWallets.payout.result.sendAgain')}
          </Button>
        </div>
      </div>
    );
  }
  const { id, status } = outcome.response;
  return (
    <div className="crypto-wallets__result">
      <p>{t('cryptoWallets.payout.result.sentBody', { amount, wallet })}</p>
      <p>
        {t('cryptoWallets.payout.result.status', {
          status: t(STATUS_WORDS[status ?? ''] ?? 'cryptoWallets.payout.status.unknown'),
        })}
      </p>
      {id ? <PayoutReference id={id} /> : null}
      <div className="form__actions">
        {history}
        <Button variant="secondary" onClick={onSendAnother}>
          {t('cryptoWallets.payout.result.another')}
        </Button>
      </div>
    </div>
  );
}
