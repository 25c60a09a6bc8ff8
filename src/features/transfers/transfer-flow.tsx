import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { useTransferFeeRules } from '../../api/contracts/use-transfer-fee-rules';
import { useSavedRecipients } from '../../api/recipients/queries';
import { useSentTransferSearch } from '../../api/transfers/reconcile';
import { lazyWhenLoaded } from '../../components/lazy-when-loaded';
import { Loading } from '../../components/ui/loading';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { FieldName, PreparedTransfer } from './prepare-transfer';
import { RecipientStep } from './recipient-step';
import { refusalOf, type Refusal } from './refusal';
import { ResultStep, resultHeadingKey, type SendResult } from './result-step';
import { reviewFeeOf, transferKindOf } from './review-fee';
import { sendableCurrencies } from './sources';
import {
  useTransferDraft,
  type DraftStep,
  type RecipientStep as ChoosingStep,
} from './transfer-draft';
import { searchParamsOf, useSendTransfer } from './use-send-transfer';
import { TITLE_LEVEL, useDocumentTitle } from '../../hooks/use-document-title';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

// The steps after the first load once the first is drawn (later-steps.ts): drawn before then
// (a step in the address, a fast choice), a step waits for its code under the step's heading.
const laterSteps = () => import('./later-steps');
const Amount = lazyWhenLoaded(() => laterSteps().then((steps) => steps.AmountStep));
const Customer = lazyWhenLoaded(() => laterSteps().then((steps) => steps.CustomerStep));
const Sepa = lazyWhenLoaded(() => laterSteps().then((steps) => steps.SepaStep));
const Review = lazyWhenLoaded(() => laterSteps().then((steps) => steps.ReviewStep));

/** Loads the code of the steps after the first; settles when it has (or failed to). */
function preloadLaterSteps(): Promise<void> {
  return Promise.all([Amount.load(), Customer.load(), Sepa.load(), Review.load()]).then(
    () => undefined,
    // A step whose code failed to load says so where it is drawn (the route's error boundary).
    () => undefined,
  );
}

const HEADINGS: Record<DraftStep, MessageKey> = {
  recipient: 'transfers.step.recipient',
  customer: 'transfers.step.customer',
  sepa: 'transfers.step.sepa',
  amount: 'transfers.step.amount',
  review: 'transfers.step.review',
};

/** The step a refusal's field is on (the amount step for the source, the amount and the rest). */
function stepOfField(field: FieldName | null | undefined): DraftStep {
  switch (field) {
    case 'toAccountId':
    case 'savedKey':
    case 'kind':
      return 'recipient';
    case 'phone':
    case 'email':
      return 'customer';
    case 'iban':
    case 'bic':
    case 'name':
    case 'surname':
      return 'sepa';
    default:
      return 'amount';
  }
}

/**
 * The transfer flow: who is paid → how much → review → result, with the draft kept in memory.
 * Moving between steps takes focus to the new step's heading; a refusal returns to the step
 * of the field it concerns, with the problem there; a lost answer becomes a search for the
 * transfer, never "failed".
 */
export function TransferFlow({
  accounts,
  companyId,
  onResult,
}: {
  accounts: readonly CombinedAccount[];
  companyId: string | undefined;
  /** Told whether a result (sent, or being looked for) is shown. */
  onResult?: ((shown: boolean) => void) | undefined;
}) {
  const { t } = useI18n();
  const { draft, update, updateValues, clear } = useTransferDraft();
  const savedQuery = useSavedRecipients(companyId);
  const saved = useMemo(
    () => (savedQuery.data?.available ? savedQuery.data.items : []),
    [savedQuery.data],
  );
  const [transfer, setTransfer] = useState<PreparedTransfer | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const sender = useSendTransfer();
  const search = useSentTransferSearch(sender.unknown ? searchParamsOf(sender.unknown) : null);
  const feeRules = useTransferFeeRules({
    kind: transfer ? transferKindOf(transfer) : 'internal',
    currency: transfer?.currency ?? '',
    companyId,
  });
  const fee = transfer ? reviewFeeOf(feeRules, transfer) : ({ status: 'pending' } as const);

  let result: SendResult | null = null;
  if (sender.answer) result = { kind: 'sent', result: sender.answer };
  else if (sender.unknown) {
    result =
      search.status === 'found' && search.transaction
        ? { kind: 'found', transaction: search.transaction }
        : search.status === 'notFound'
          ? { kind: 'notFound' }
          : { kind: 'searching' };
  }
  const step: DraftStep | 'result' = result
    ? 'result'
    : draft.step === 'review' && !transfer
      ? 'amount'
      : draft.step;
  const headingKey = result ? resultHeadingKey(result) : HEADINGS[step as DraftStep];
  const heading = t(headingKey);

  useEffect(() => void preloadLaterSteps(), []);

  const resultShown = result !== null;
  useEffect(() => onResult?.(resultShown), [onResult, resultShown]);

  // A new step (or outcome) takes focus to its heading, unless a refusal's summary takes it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(headingKey);
  useDocumentTitle(`${heading} — ${t('transfers.title')}`, TITLE_LEVEL.step);
  useEffect(() => {
    if (shown.current === headingKey) return;
    shown.current = headingKey;
    if (!refusal?.field || step === 'recipient') headingRef.current?.focus();
  }, [headingKey, heading, refusal, step, t]);

  const whenRefused = {
    onRefused: (error: unknown) => {
      const refused = refusalOf(error, draft.values.kind, draft.values.searchBy);
      setRefusal(refused);
      update({ step: stepOfField(refused.field) });
    },
  };
  const go = (next: DraftStep, chosenOn?: ChoosingStep) => {
    setRefusal(null);
    update({ step: next, ...(chosenOn ? { chosenOn } : {}) });
  };

  const body = (() => {
    if (result && transfer) {
      return (
        <ResultStep
          transfer={transfer}
          result={result}
          quotedFee={fee}
          companyId={companyId}
          onSendAnother={() => {
            sender.reset();
            setTransfer(null);
            setRefusal(null);
            clear();
          }}
          onSendAgain={() => sender.sendAgain(transfer, whenRefused)}
        />
      );
    }
    switch (step) {
      case 'review':
        return transfer ? (
          <Review.Component
            transfer={transfer}
            fee={fee}
            sending={sender.pending}
            onBack={() => update({ step: 'amount' })}
            onConfirm={() => sender.send(transfer, whenRefused)}
          />
        ) : null;
      case 'customer':
        return (
          <Customer.Component
            accounts={accounts}
            currencies={sendableCurrencies(accounts, draft.startFrom)}
            refusal={refusal}
            onContinue={() => go('amount', 'customer')}
            onBack={() => go('recipient')}
          />
        );
      case 'sepa':
        return (
          <Sepa.Component
            accounts={accounts}
            refusal={refusal}
            onContinue={() => go('amount', 'sepa')}
            onBack={() => go('recipient')}
          />
        );
      case 'amount':
        return (
          <Amount.Component
            accounts={accounts}
            saved={saved}
            companyId={companyId}
            refusal={refusal}
            onContinue={(prepared) => {
              setTransfer(prepared);
              go('review');
            }}
            onBack={() => go(draft.chosenOn)}
            onChangeRecipient={() => go('recipient')}
          />
        );
      default:
        return (
          <RecipientStep
            accounts={accounts}
            saved={saved}
            savedPending={savedQuery.isPending}
            companyId={companyId}
            startFrom={draft.startFrom}
            refusal={refusal}
            onChoose={(patch) => {
              updateValues(patch);
              go('amount', 'recipient');
            }}
            onSomeoneNew={(kind) => {
              updateValues({ kind });
              go(kind, kind);
            }}
          />
        );
    }
  })();

  // Each step is its own element (keyed), so it moves in when it comes (motion.css).
  return (
    <div key={step} className={`transfers__step transfers__step--${step} motion-enter`}>
      <h2 ref={headingRef} tabIndex={-1} className="transfers__step-heading">
        {heading}
      </h2>
      <Suspense fallback={<Loading />}>{body}</Suspense>
    </div>
  );
}
