import { useState, type FormEvent } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { SavedRecipients } from '../../api/recipients/requests';
import { ErrorSummary, type SummaryItem } from '../../components/forms/error-summary';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { AmountReference } from './amount-reference';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { CustomerRecipient } from './customer-recipient';
import { OwnRecipient } from './own-recipient';
import {
  FIELD_ORDER,
  prepareTransfer,
  type FieldProblem,
  type PreparedTransfer,
} from './prepare-transfer';
import type { Refusal } from './refusal';
import { SavedRecipient } from './saved-recipient';
import { SepaRecipient } from './sepa-recipient';
import { SourceField } from './source-field';
import { isRecipientKind, useTransferDraft, type DetailsValues } from './transfer-draft';
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
 * as typed. Continue checks them (each problem at its field and in the summary) and hands the
 * prepared transfer to the review.
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
  const i18n = useI18n();
  const { t } = i18n;
  const { draft, updateValues, update } = useTransferDraft();
  const { values, customer } = draft;
  const [problems, setProblems] = useState<FieldProblem[]>(() =>
    refusal?.field ? [{ field: refusal.field, message: t(refusal.key) }] : [],
  );
  const [attempt, setAttempt] = useState(0);
  const errors: Partial<Record<keyof DetailsValues, string>> = {};
  for (const problem of problems) errors[problem.field] ??= problem.message;

  const source = accounts.find((account) => account.id === values.fromId);
  const savedItems = saved?.available ? saved.items : [];

  const change = (patch: Partial<DetailsValues>) => {
    updateValues(patch);
    // A corrected field no longer shows its old problem.
    setProblems((known) => known.filter((problem) => !(problem.field in patch)));
  };
  const changeSource = (fromId: string) => {
    const next = accounts.find((account) => account.id === fromId);
    change({ fromId, ...(next?.currency !== source?.currency ? { toAccountId: '' } : {}) });
    if (customer && next && customer.currency !== next.currency) update({ customer: null });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = prepareTransfer(values, { i18n, accounts, customer, saved: savedItems });
    setAttempt((count) => count + 1);
    if (result.ok) {
      setProblems([]);
      onContinue(result.transfer);
    } else setProblems(result.problems);
  };

  const items: SummaryItem[] = [
    ...[...problems]
      .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field))
      .map((problem) => ({ field: problem.field, message: problem.message })),
  ];
  const kinds = [
    { value: 'own', label: t('transfers.kind.own') },
    { value: 'customer', label: t('transfers.kind.customer') },
    ...(saved?.available ? [{ value: 'saved', label: t('transfers.kind.saved') }] : []),
    { value: 'sepa', label: t('transfers.kind.sepa'), hint: t('transfers.kind.sepaHint') },
  ];

  return (
    <form className="form transfers__form" noValidate onSubmit={submit}>
      <ErrorSummary title={t('transfers.details.errorSummary')} items={items} focusKey={attempt} />
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
