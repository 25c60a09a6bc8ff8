import { useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { SavedRecipients } from '../../api/recipients/requests';
import { ErrorSummary } from '../../components/forms/error-summary';
import { useStepForm } from '../../components/forms/use-step-form';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { AmountReference } from './amount-reference';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { CustomerRecipient } from './customer-recipient';
import { OwnRecipient } from './own-recipient';
import { FIELD_ORDER, type PreparedTransfer } from './prepare-transfer';
import type { Refusal } from './refusal';
import { SavedRecipient } from './saved-recipient';
import { SepaRecipient } from './sepa-recipient';
import { SourceField } from './source-field';
import { transferFormSchema } from './transfer-form-schema';
import { isRecipientKind, useTransferDraft } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** The bank's refusal of the last send, explained above the form with the bank's own words. */
function RefusalNotice({ refusal }: { refusal: Refusal }) {
  const { t } = useI18n();
  return (
    <div className="notice notice--danger transfers__refusal">
      <h3>{t('transfers.refused.title')}</h3>
      <p>{t(refusal.key)}</p>
      {refusal.bankText ? (
        <p className="transfers__bank-text">
          {t('transfers.refused.bankText', { message: refusal.bankText })}
        </p>
      ) : null}
      <p>{t('transfers.refused.nothingLost')}</p>
    </div>
  );
}

/**
 * Step 1: source, recipient of one of four kinds, amount and reference, all kept in the draft
 * as typed. Continue checks them with the details' schema through the form's resolver (each
 * problem at its field and in the summary) and hands the prepared transfer to the review.
 */
export function DetailsStep({
  accounts,
  saved,
  refusal,
  onContinue,
}: {
  accounts: readonly CombinedAccount[];
  saved: SavedRecipients | undefined;
  refusal: Refusal | null;
  onContinue: (transfer: PreparedTransfer) => void;
}) {
  const { t, locale } = useI18n();
  const { draft, updateValues, update } = useTransferDraft();
  const { customer } = draft;
  const savedItems = useMemo(() => (saved?.available ? saved.items : []), [saved]);
  const schema = useMemo(
    () => transferFormSchema({ locale, accounts, customer, saved: savedItems }),
    [locale, accounts, customer, savedItems],
  );
  // The draft keeps everything typed: Back from the review and a refusal find it.
  const step = useStepForm(schema, {
    draft: draft.values,
    onDraft: updateValues,
    refusal,
    fields: FIELD_ORDER,
  });
  const { values, errors, change } = step;

  const source = accounts.find((account) => account.id === values.fromId);

  const changeSource = (fromId: string) => {
    const next = accounts.find((account) => account.id === fromId);
    change({ fromId, ...(next?.currency !== source?.currency ? { toAccountId: '' } : {}) });
    if (customer && next && customer.currency !== next.currency) update({ customer: null });
  };

  const kinds = [
    { value: 'own', label: t('transfers.kind.own') },
    { value: 'customer', label: t('transfers.kind.customer') },
    ...(saved?.available ? [{ value: 'saved', label: t('transfers.kind.saved') }] : []),
    { value: 'sepa', label: t('transfers.kind.sepa'), hint: t('transfers.kind.sepaHint') },
  ];

  return (
    <form className="form transfers__form" noValidate onSubmit={step.submit(onContinue)}>
      <ErrorSummary
        title={t('transfers.details.errorSummary')}
        items={step.items}
        focusKey={step.submitCount}
      />
      {refusal ? <RefusalNotice refusal={refusal} /> : null}
      <SourceField
        accounts={accounts}
        value={values.fromId}
        onChange={changeSource}
        error={errors.fromId}
      />
      <ChoiceGroup
        name="kind"
        legend={t('transfers.kind.legend')}
        options={kinds}
        value={values.kind}
        onChange={(kind) => {
          if (isRecipientKind(kind)) change({ kind });
        }}
        error={errors.kind}
      />
      {values.kind === 'own' ? (
        <OwnRecipient
          accounts={accounts}
          source={source}
          value={values.toAccountId}
          onChange={(toAccountId) => change({ toAccountId })}
          error={errors.toAccountId}
        />
      ) : values.kind === 'customer' ? (
        <CustomerRecipient
          values={values}
          currency={source?.currency}
          customer={customer}
          onChange={change}
          onFound={(found) => update({ customer: found })}
          errors={errors}
        />
      ) : values.kind === 'saved' ? (
        <SavedRecipient
          recipients={savedItems}
          currency={source?.currency}
          value={values.savedKey}
          onChange={(savedKey) => change({ savedKey })}
          error={errors.savedKey}
        />
      ) : (
        <SepaRecipient values={values} onChange={change} errors={errors} />
      )}
      <AmountReference
        values={values}
        currency={source?.currency}
        onChange={change}
        errors={errors}
      />
      <div className="form__actions">
        <Button type="submit">{t('transfers.details.continue')}</Button>
      </div>
    </form>
  );
}
