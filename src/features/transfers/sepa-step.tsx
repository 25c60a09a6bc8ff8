import { useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { useStepForm } from '../../components/forms/use-step-form';
import type { Refusal } from './refusal';
import { SepaRecipient } from './sepa-recipient';
import { StepForm } from './step-actions';
import { recipientFormSchema } from './transfer-form-schema';
import { useTransferDraft } from './transfer-draft';

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
    <StepForm
      onSubmit={step.submit(onContinue)}
      items={step.items}
      submitCount={step.submitCount}
      refusal={refusal}
      onBack={onBack}
    >
      <SepaRecipient values={step.values} onChange={step.change} errors={step.errors} />
    </StepForm>
  );
}
