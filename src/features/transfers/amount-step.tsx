import { useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { useTransferFeeRules } from '../../api/contracts/use-transfer-fee-rules';
import type { PersistedRecipient } from '../../api/recipients/schemas';
import { useStepForm } from '../../components/forms/use-step-form';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/i18n/format';
import { parseAmountInput } from '../../lib/i18n/parse-amount';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { AmountReference } from './amount-reference';
import { chosenRecipientOf } from './chosen-recipient';
import { type PreparedTransfer } from './prepare-transfer';
import { RecipientSummary } from './recipient-summary';
import type { Refusal } from './refusal';
import { feeOfAmount } from './review-fee';
import { SourceField } from './source-field';
import { isSendable, sourcesFor } from './sources';
import { StepForm } from './step-actions';
import { transferFormSchema } from './transfer-form-schema';
import { useTransferDraft } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

const FIELDS = ['fromId', 'amount', 'reference'] as const;

/** The fee and total of the amount typed so far, by the sender's contract (null: nothing yet). */
function LiveFee({
  amount,
  currency,
  sepa,
  companyId,
}: {
  amount: string;
  currency: string | undefined;
  sepa: boolean;
  companyId: string | undefined;
}) {
  const { t, locale } = useI18n();
  const rules = useTransferFeeRules({
    kind: sepa ? 'sepa' : 'internal',
    currency: currency ?? '',
    companyId,
  });
  const parsed = parseAmountInput(amount, locale);
  let line = '';
  if (currency && parsed.ok) {
    const fee = feeOfAmount(rules, parsed.value, currency);
    const money = (value: string) => formatMoney(value, currency, locale);
    if (fee.status === 'pending') line = t('transfers.amount.feeLoading');
    else if (fee.status === 'quoted') {
      line = t(fee.estimate ? 'transfers.amount.feeEstimateLine' : 'transfers.amount.feeLine', {
        fee: money(fee.fee),
        total: money(fee.total),
      });
    } else line = t('transfers.amount.feeNotKnown');
  }
  return (
    <p className="transfers__live-fee" aria-live="polite">
      {line}
    </p>
  );
}

/**
 * The amount step: to whom (with a way to change it), from which account (only those that
 * can pay this recipient; the one that can is chosen), how much, with what is available and
 * the fee as it is typed, and the reference. Continue checks everything with the transfer's
 * schema and hands the prepared transfer to the review.
 */
export function AmountStep({
  accounts,
  saved,
  companyId,
  refusal,
  onContinue,
  onBack,
  onChangeRecipient,
}: {
  accounts: readonly CombinedAccount[];
  saved: readonly PersistedRecipient[];
  companyId: string | undefined;
  refusal: Refusal | null;
  onContinue: (transfer: PreparedTransfer) => void;
  onBack: () => void;
  onChangeRecipient: () => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { draft, updateValues } = useTransferDraft();
  const { customer } = draft;
  const chosen = chosenRecipientOf(draft.values, { accounts, customer, saved });
  const sources = sourcesFor(accounts, chosen);
  const sendable = sources.filter(isSendable);
  // The account chosen before, if it can pay this recipient; else the only one that can.
  const fitted = sources.some((account) => account.id === draft.values.fromId)
    ? draft.values.fromId
    : sendable.length === 1
      ? (sendable[0]?.id ?? '')
      : '';
  const schema = useMemo(
    () => transferFormSchema({ locale, accounts, customer, saved }),
    [locale, accounts, customer, saved],
  );
  const step = useStepForm(schema, {
    draft: { ...draft.values, fromId: fitted },
    onDraft: updateValues,
    refusal,
    fields: FIELDS,
  });
  const { values, errors } = step;
  const source = sources.find((account) => account.id === values.fromId);
  const currency = source?.currency ?? chosen.currency ?? undefined;
  const available = source?.balances?.available;
  const example = t('transfers.amount.hint', {
    example: formatMoney('1234.50', currency ?? 'EUR', locale),
  });
  const amountHint = !source
    ? example
    : available === undefined
      ? `${t('transfers.amount.availableUnknown')}. ${example}`
      : `${t('transfers.amount.available', {
          available: formatMoney(available, source.currency, locale),
        })}. ${example}`;

  return (
    <StepForm
      onSubmit={step.submit(onContinue)}
      items={step.items}
      submitCount={step.submitCount}
      refusal={refusal}
      onBack={onBack}
    >
      {chosen.view ? (
        <div className="transfers__to">
          <span className="transfers__to-term">{t('transfers.recipient.to')}</span>
          <span className="transfers__to-who">
            <RecipientSummary recipient={chosen.view} />
          </span>
          <Button
            variant="link"
            onClick={onChangeRecipient}
            aria-label={t('transfers.recipient.changeWho')}
          >
            {t('transfers.recipient.change')}
          </Button>
        </div>
      ) : null}
      <SourceField
        accounts={sources}
        value={values.fromId}
        onChange={(fromId) => step.change({ fromId })}
        error={errors.fromId}
      />
      <AmountReference
        values={values}
        currency={currency}
        onChange={step.change}
        errors={errors}
        amountHint={amountHint}
        afterAmount={
          <LiveFee
            amount={values.amount}
            currency={currency}
            sepa={values.kind === 'sepa'}
            companyId={companyId}
          />
        }
      />
    </StepForm>
  );
}
