import { useState } from 'react';
import { z } from 'zod';
import { describeError } from '../../api/errors';
import { useRecipientSearch } from '../../api/recipients/queries';
import { describedErrorText } from '../../components/errors/error-message';
import { PhoneField } from '../../components/forms/phone-field';
import { TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { searchPhoneOf } from './search-phone';
import type { DetailsValues, FoundCustomer } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/**
 * Another customer of the bank, found by phone (sent in E.164, read with libphonenumber) or
 * email when the person presses "Find customer" (never per keystroke). The found name is
 * shown; a customer who cannot receive in the source's currency is explained.
 */
export function CustomerRecipient({
  values,
  currency,
  customer,
  onChange,
  onFound,
  errors,
}: {
  values: DetailsValues;
  currency: string | undefined;
  customer: FoundCustomer | null;
  onChange: (patch: Partial<DetailsValues>) => void;
  onFound: (customer: FoundCustomer | null) => void;
  errors: Partial<Record<keyof DetailsValues, string>>;
}) {
  const { t } = useI18n();
  const finder = useRecipientSearch();
  const [inputProblem, setInputProblem] = useState<string | null>(null);
  const field = values.searchBy;

  const change = (patch: Partial<DetailsValues>) => {
    // What was found belongs to what was searched: editing the search forgets it.
    onChange(patch);
    onFound(null);
    finder.reset();
    setInputProblem(null);
  };

  const find = async () => {
    if (!currency) {
      setInputProblem(t('transfers.customer.chooseSourceFirst'));
      return;
    }
    const value =
      field === 'phone'
        ? await searchPhoneOf(values.phone)
        : (z.email().safeParse(values.email.trim()).data ?? null);
    if (value === null) {
      setInputProblem(t(`transfers.customer.${field}Invalid`));
      return;
    }
    setInputProblem(null);
    finder.search(
      { currency, attribute: field, value },
      {
        onSuccess: (match) => {
          if (match.found && match.transferPossible && match.accountId) {
            onFound({
              searchBy: field,
              value,
              currency,
              accountId: match.accountId,
              name: match.name ?? '',
              surname: match.surname ?? '',
            });
          }
        },
      },
    );
  };

  const error = inputProblem ?? errors[field];
  const match = finder.data;
  const searched = finder.variables?.currency ?? currency ?? '';
  return (
    <fieldset className="transfers__group">
      <legend className="transfers__legend">{t('transfers.customer.legend')}</legend>
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
          value={values.phone}
          error={error}
          onChange={(event) => change({ phone: event.target.value })}
        />
      ) : (
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={t('transfers.customer.email')}
          value={values.email}
          error={error}
          onChange={(event) => change({ email: event.target.value })}
        />
      )}
      <Button variant="secondary" onClick={() => void find()} disabled={finder.isPending}>
        {t('transfers.customer.find')}
      </Button>
      <div className="transfers__search-result" role="status" aria-live="polite">
        {finder.isPending ? <p>{t('transfers.customer.searching')}</p> : null}
        {customer ? (
          <p className="transfers__found">
            {t('transfers.customer.found', {
              name: [customer.name, customer.surname].filter(Boolean).join(' '),
            })}
          </p>
        ) : match && !match.found ? (
          <p>{t(`transfers.customer.notFound.${field}`)}</p>
        ) : match && !match.transferPossible ? (
          <p>
            {t('transfers.customer.cannotReceive', {
              name: [match.name, match.surname].filter(Boolean).join(' ') || '—',
              currency: searched,
            })}
          </p>
        ) : finder.isError ? (
          <p>{describedErrorText(describeError(finder.error), t)}</p>
        ) : null}
      </div>
    </fieldset>
  );
}
