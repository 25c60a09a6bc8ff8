import { useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { ErrorSummary } from '../../components/forms/error-summary';
import { useStepForm } from '../../components/forms/use-step-form';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { Refusal } from './refusal';
import { RefusalNotice } from './refusal-notice';
import { SepaRecipient } from './sepa-recipient';
import { StepActions } from './step-actions';
import { recipientFormSchema } from './transfer-form-schema';
import { useTransferDraft } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

const FIELDS = ['iban', 'bic', 'name', 'surname'] as const;

/** Someone new at any bank of the SEPA area: their IBAN, names and, if known, BIC and address. */
export function SepaStep({
  accounts,
  refusal,
  onContinue,
  onBack,
}: {
  accounts: readonly CombinedAccount[];
  refusal: Refusal | null;
  onContinue: () => void;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const { draft, updateValues } = useTransferDraft();
  const schema = useMemo(
    () => recipientFormSchema({ accounts, customer: null, saved: [] }),
    [accounts],
  );
  const step = useStepForm(schema, {
    draft: draft.values,
    onDraft: updateValues,
    refusal,
    fields: FIELDS,
  });
  return (
    <form className="form transfers__form" noValidate onSubmit={step.submit(onContinue)}>
      <ErrorSummary
        title={t('transfers.details.errorSummary')}
        items={step.items}
        focusKey={step.submitCount}
      />
      <RefusalNotice refusal={refusal} />
      <SepaRecipient values={step.values} onChange={step.change} errors={step.errors} />
      <StepActions onBack={onBack} />
    </form>
  );
}
