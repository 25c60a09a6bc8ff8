import { useState } from 'react';
import { Link } from '../../lib/router/link';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { PayableWallet } from '../../api/crypto/session-wallets';
import { partyHref, paths } from '../../config/routes';
import { useStepHeading } from '../../components/forms/use-step-heading';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { PayoutDetails } from './payout-details';
import {
  EMPTY_PAYOUT,
  payoutSources,
  type PayoutValues,
  type PreparedPayout,
} from './payout-prepare';
import { payoutRefusalOf, type PayoutRefusal } from './payout-refusal';
import { PayoutResult, type PayoutOutcome } from './payout-result';
import { PayoutReview } from './payout-review';
import { useSendPayout } from './payout-send';
import { TITLE_LEVEL, useDocumentTitle } from '../../hooks/use-document-title';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';

registerTexts(cryptoWalletsEn);

/**
 * Sending crypto to a registered wallet: details → review → result, the details kept in memory
 * while the page is open. Each new step takes focus to its heading; a refusal returns to the
 * details with the problem at its field; a lost answer is "outcome unknown", never "failed".
 */
export function PayoutFlow({
  accounts,
  wallets,
  companyId,
}: {
  accounts: readonly CombinedAccount[];
  wallets: readonly PayableWallet[];
  companyId: string | undefined;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState<PayoutValues>(EMPTY_PAYOUT);
  const [payout, setPayout] = useState<PreparedPayout | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [refusal, setRefusal] = useState<PayoutRefusal | null>(null);
  const sender = useSendPayout(companyId);
  const sources = payoutSources(accounts);

  const outcome: PayoutOutcome | null = sender.answer
    ? { kind: 'sent', response: sender.answer }
    : sender.unknown
      ? { kind: 'unknown' }
      : null;
  const step = outcome ? 'result' : reviewing && payout ? 'review' : 'details';
  const headingKey: MessageKey =
    outcome?.kind === 'sent'
      ? 'cryptoWallets.payout.step.sent'
      : outcome?.kind === 'unknown'
        ? 'cryptoWallets.payout.step.unknown'
        : step === 'review'
          ? 'cryptoWallets.payout.step.review'
          : 'cryptoWallets.payout.step.details';

  // A new step (or outcome) takes focus to its heading, unless a refusal's summary takes it;
  // the page keeps its own title until the payout moves on from its first step.
  const headingRef = useStepHeading(headingKey, { focus: !(refusal && step === 'details') });
  useDocumentTitle(`${t(headingKey)} — ${t('cryptoWallets.title')}`, TITLE_LEVEL.step);

  if (sources.length === 0) {
    return (
      <p>
        {t('cryptoWallets.payout.noAccounts')}{' '}
        <Link to={partyHref(paths.crypto, companyId)}>{t('cryptoWallets.payout.market')}</Link>
      </p>
    );
  }
  if (wallets.length === 0 && step === 'details')
    return <p>{t('cryptoWallets.payout.noWallets')}</p>;

  const whenRefused = {
    onRefused: (error: unknown) => {
      setRefusal(payoutRefusalOf(error));
      setReviewing(false);
    },
  };

  const body = (() => {
    if (outcome && payout) {
      return (
        <PayoutResult
          payout={payout}
          outcome={outcome}
          companyId={companyId}
          onSendAnother={() => {
            sender.reset();
            setPayout(null);
            setRefusal(null);
            setReviewing(false);
            setValues(EMPTY_PAYOUT);
          }}
          onSendAgain={() => sender.sendAgain(payout, whenRefused)}
        />
      );
    }
    if (step === 'review' && payout) {
      return (
        <PayoutReview
          payout={payout}
          sending={sender.pending}
          onBack={() => setReviewing(false)}
          onConfirm={() => sender.send(payout, whenRefused)}
        />
      );
    }
    return (
      <PayoutDetails
        // A new refusal starts the details afresh, with its problem at the field.
        key={refusal ? `refused:${refusal.key}` : 'details'}
        sources={sources}
        wallets={wallets}
        values={values}
        refusal={refusal}
        onChange={setValues}
        onContinue={(prepared) => {
          setPayout(prepared);
          setRefusal(null);
          setReviewing(true);
        }}
      />
    );
  })();

  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="crypto-wallets__step-heading">
        {t(headingKey)}
      </h3>
      {body}
    </>
  );
}
