import { useEffect, useRef, useState } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { useTransferFeeRules } from '../../api/contracts/use-transfer-fee-rules';
import { useSavedRecipients } from '../../api/recipients/queries';
import { useSentTransferSearch } from '../../api/transfers/reconcile';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { PreparedTransfer } from './prepare-transfer';
import { refusalOf, type Refusal } from './refusal';
import { ResultStep, resultHeadingKey, type SendResult } from './result-step';
import { reviewFeeOf, transferKindOf } from './review-fee';
import { ReviewStep } from './review-step';
import { DetailsStep } from './details-step';
import { useTransferDraft } from './transfer-draft';
import { searchParamsOf, useSendTransfer } from './use-send-transfer';
import { TITLE_LEVEL, useDocumentTitle } from '../../hooks/use-document-title';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/**
 * The transfer flow: details → review → result, with the draft kept in memory. Moving between
 * steps takes focus to the new step's heading; a refusal returns to the details with the
 * problem at its field; a lost answer becomes a search for the transfer, never "failed".
 */
export function TransferFlow({
  accounts,
  companyId,
}: {
  accounts: readonly CombinedAccount[];
  companyId: string | undefined;
}) {
  const { t } = useI18n();
  const { draft, update, clear } = useTransferDraft();
  const saved = useSavedRecipients(companyId);
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
  const step = result ? 'result' : draft.step === 'review' && transfer ? 'review' : 'details';
  const headingKey = result
    ? resultHeadingKey(result)
    : step === 'review'
      ? 'transfers.step.review'
      : 'transfers.step.details';
  const heading = t(headingKey);

  // A new step (or outcome) takes focus to its heading, unless a refusal's summary takes it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(headingKey);
  useDocumentTitle(`${heading} — ${t('transfers.title')}`, TITLE_LEVEL.step);
  useEffect(() => {
    if (shown.current === headingKey) return;
    shown.current = headingKey;
    if (!(refusal && step === 'details')) headingRef.current?.focus();
  }, [headingKey, heading, refusal, step, t]);

  const whenRefused = {
    onRefused: (error: unknown) => {
      setRefusal(refusalOf(error, draft.values.kind, draft.values.searchBy));
      update({ step: 'details' });
    },
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
    if (step === 'review' && transfer) {
      return (
        <ReviewStep
          transfer={transfer}
          fee={fee}
          sending={sender.pending}
          onBack={() => update({ step: 'details' })}
          onConfirm={() => sender.send(transfer, whenRefused)}
        />
      );
    }
    return (
      <DetailsStep
        accounts={accounts}
        saved={saved.data}
        refusal={refusal}
        onContinue={(prepared) => {
          setTransfer(prepared);
          setRefusal(null);
          update({ step: 'review' });
        }}
      />
    );
  })();

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="transfers__step-heading">
        {heading}
      </h2>
      {body}
    </>
  );
}
