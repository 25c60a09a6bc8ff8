import { useEffect, useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { describeError } from '../../api/errors';
import { describedErrorText } from '../../components/errors/error-message';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { PhoneField } from '../../components/forms/phone-field';
import { TextField } from '../../components/forms/text-field';
import { useStepForm } from '../../components/forms/use-step-form';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { Refusal } from './refusal';
import { StepForm } from './step-actions';
import { recipientFormSchema } from './transfer-form-schema';
import { useTransferDraft, type FoundCustomer } from './transfer-draft';
import { useCustomerSearch, type CustomerSearch } from './use-customer-search';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

const FIELDS = ['phone', 'email', 'customerAccount'] as const;

const fullName = (customer: { name: string; surname: string }) =>
  [customer.name, customer.surname].filter(Boolean).join(' ');

const sameCustomer = (a: FoundCustomer | null, b: FoundCustomer) =>
  a !== null && a.accountId === b.accountId && a.value === b.value && a.currency === b.currency;

/** What the search says, in words (a live region: read out as it changes). */
function SearchStatus({
  search,
  searchBy,
}: {
  search: CustomerSearch;
  searchBy: 'phone' | 'email';
}) {
  const { t } = useI18n();
  switch (search.status) {
    case 'searching':
      return <p>{t('transfers.customer.searching')}</p>;
    case 'notFound':
      return <p>{t(`transfers.customer.notFound.${searchBy}`)}</p>;
    case 'cannotReceive':
      return (
        <p>
          {t('transfers.customer.cannotReceive', {
            name: search.name || '—',
            currency: search.currencies.join(', '),
          })}
        </p>
      );
    case 'error':
      return <p>{describedErrorText(describeError(search.error), t)}</p>;
    default:
      return null;
  }
}

/**
 * Someone new who banks here: their phone number (sent in E.164) or email, looked up as soon
 * as it is complete, in each currency the party can send. One account found is chosen; of
 * several (one per currency), the person picks which receives the money.
 */
export function CustomerStep({
  accounts,
  currencies,
  refusal,
  onContinue,
  onBack,
}: {
  accounts: readonly CombinedAccount[];
  currencies: readonly string[];
  refusal: Refusal | null;
  onContinue: () => void;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const { draft, updateValues, update } = useTransferDraft();
  const { customer } = draft;
  // The search follows what was typed (the draft holds it as the form changes; the search
  // waits for a pause in typing anyway), so the form's rules know what it found.
  const typed = draft.values;
  const search = useCustomerSearch(
    typed.searchBy,
    typed.searchBy === 'phone' ? typed.phone : typed.email,
    currencies,
  );
  const found = search.status === 'found' ? search.customers : null;
  const customerChoices = found?.length ?? 0;
  const schema = useMemo(
    () =>
      recipientFormSchema({
        accounts,
        customer,
        customerChoices: () => customerChoices,
        saved: [],
      }),
    [accounts, customer, customerChoices],
  );
  const step = useStepForm(schema, {
    draft: draft.values,
    onDraft: updateValues,
    refusal,
    fields: FIELDS,
  });
  const { values, errors } = step;
  const field = values.searchBy;
  const single = found?.length === 1 ? found[0] : undefined;

  // A single account found is the one paid; of several, the one the person picks.
  useEffect(() => {
    if (single && !sameCustomer(customer, single)) update({ customer: single });
  }, [single, customer, update]);

  // What was found belongs to what was typed: editing it forgets the customer.
  const change = (patch: Parameters<typeof step.change>[0]) => {
    step.change(patch);
    update({ customer: null });
  };

  const shown = customer ?? found?.[0] ?? null;
  return (
    <StepForm
      onSubmit={step.submit(onContinue)}
      items={step.items}
      submitCount={step.submitCount}
      refusal={refusal}
      onBack={onBack}
    >
      <ChoiceGroup
        name="searchBy"
        legend={t('transfers.customer.searchBy')}
        value={field}
        onChange={(searchBy) => change({ searchBy: searchBy === 'email' ? 'email' : 'phone' })}
        options={[
          { value: 'phone', label: t('transfers.customer.byPhone') },
          { value: 'email', label: t('transfers.customer.byEmail') },
        ]}
      />
      {field === 'phone' ? (
        <PhoneField
          name="phone"
          label={t('transfers.customer.phone')}
          hint={t('transfers.customer.phoneHint')}
          value={values.phone}
          error={errors.phone}
          onChange={(event) => change({ phone: event.target.value })}
        />
      ) : (
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={t('transfers.customer.email')}
          hint={t('transfers.customer.emailHint')}
          value={values.email}
          error={errors.email}
          onChange={(event) => change({ email: event.target.value })}
        />
      )}
      <div className="transfers__search-result" role="status" aria-live="polite">
        {shown ? (
          <p className="transfers__found">
            {t('transfers.customer.found', { name: fullName(shown) })}
          </p>
        ) : (
          <SearchStatus search={search} searchBy={field} />
        )}
      </div>
      {search.status === 'error' ? (
        <Button variant="secondary" onClick={search.retry}>
          {t('transfers.customer.retry')}
        </Button>
      ) : null}
      {found && found.length > 1 ? (
        <ChoiceGroup
          name="customerAccount"
          legend={t('transfers.customer.whichAccount')}
          value={customer?.currency ?? ''}
          error={errors.customerAccount}
          onChange={(currency) => {
            step.change({ customerAccount: currency });
            update({ customer: found.find((item) => item.currency === currency) ?? null });
          }}
          options={found.map((item) => ({
            value: item.currency,
            label: t('transfers.customer.accountIn', { currency: item.currency }),
          }))}
        />
      ) : null}
    </StepForm>
  );
}
