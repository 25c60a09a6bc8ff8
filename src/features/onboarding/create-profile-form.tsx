import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { clientErrors } from '../../api/client/errors';
import { useCreateClientMutation } from '../../api/client/mutations';
import {
  CLIENT_NAME_MAX,
  CLIENT_SURNAME_MAX,
  type CreateClientBody,
} from '../../api/client/schemas';
import { describeError, hasMessage } from '../../api/errors';
import { describedErrorText } from '../../components/errors/error-message';
import { ErrorSummary, summaryItems, type SummaryItem } from '../../components/forms/error-summary';
import { PhoneField } from '../../components/forms/phone-field';
import { TextField } from '../../components/forms/text-field';
import { useTranslatedZodResolver } from '../../components/forms/use-zod-form-resolver';
import { Button } from '../../components/ui/button';
import { useConfig } from '../../config/config-context';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, type Translate, useI18n } from '../../lib/i18n/i18n';
import { countryOptions } from './country-options';
import { profileFormSchema, type ProfileFormInput } from './profile-form-schema';
import { onboardingEn } from '../../lib/i18n/en/onboarding';

registerTexts(onboardingEn);

const FIELDS = ['name', 'surname', 'nationality', 'birthday', 'phone'] as const;

function localToday(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The server's refusal in plain words, as a summary item (no field: the API names none). */
function serverProblem(error: unknown, t: Translate): SummaryItem {
  if (hasMessage(error, clientErrors.alreadyInitiated)) {
    return { message: t('onboarding.profile.alreadyCreated') };
  }
  if (hasMessage(error, clientErrors.invalidPayload)) {
    return { message: t('onboarding.profile.invalidPayload') };
  }
  return { message: describedErrorText(describeError(error), t) };
}

/**
 * Step 1: POST /client. Validated with the request schema plus the bank's
 * rules before sending; nothing typed is lost when the bank refuses it.
 */
export function CreateProfileForm({ onCreated }: { onCreated: () => void }) {
  const { t, locale } = useI18n();
  const { minimumAge } = useConfig();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const today = localToday();
  const schema = useMemo(
    () =>
      profileFormSchema({
        minimumAge,
        today,
        countries,
        messages: {
          nationalityUnknown: t('onboarding.validation.nationalityUnknown'),
          birthdayFuture: t('onboarding.validation.birthdayFuture'),
          birthdayUnderAge: t('onboarding.validation.birthdayUnderAge', { age: minimumAge }),
          phoneInvalid: t('onboarding.validation.phoneInvalid'),
        },
      }),
    [minimumAge, today, countries, t],
  );
  const resolver = useTranslatedZodResolver(schema);
  const form = useForm<ProfileFormInput, unknown, CreateClientBody>({
    resolver,
    // Focus goes to the error summary, not the first invalid field.
    shouldFocusError: false,
    defaultValues: { name: '', surname: '', nationality: '', birthday: '', phone: '' },
  });
  const create = useCreateClientMutation();
  // Sent once; after a refusal the person corrects the form and sends it again.
  const { submit: send } = useSubmitOnce(create);
  const { errors, submitCount } = form.formState;

  const items: SummaryItem[] = [
    ...summaryItems(errors, FIELDS),
    ...(create.isError ? [serverProblem(create.error, t)] : []),
  ];

  const submit = form.handleSubmit((body) => {
    send(body, { onSuccess: onCreated });
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        title={t('onboarding.profile.errorSummary')}
        items={items}
        focusKey={`${submitCount}:${create.failureCount}:${create.submittedAt}`}
      />
      <TextField
        label={t('onboarding.profile.name')}
        hint={t('onboarding.profile.nameHint', { max: CLIENT_NAME_MAX })}
        error={errors.name?.message}
        autoComplete="given-name"
        {...form.register('name')}
      />
      <TextField
        label={t('onboarding.profile.surname')}
        hint={t('onboarding.profile.surnameHint', { max: CLIENT_SURNAME_MAX })}
        error={errors.surname?.message}
        autoComplete="family-name"
        {...form.register('surname')}
      />
      <TextField
        label={t('onboarding.profile.nationality')}
        hint={t('onboarding.profile.nationalityHint')}
        error={errors.nationality?.message}
        list="country-options"
        autoComplete="off"
        {...form.register('nationality')}
      />
      <datalist id="country-options">
        {countries.map((country) => (
          <option key={country.code} value={country.name} />
        ))}
      </datalist>
      <TextField
        label={t('onboarding.profile.birthday')}
        hint={t('onboarding.profile.birthdayHint', { age: minimumAge })}
        error={errors.birthday?.message}
        type="date"
        max={today}
        autoComplete="bday"
        {...form.register('birthday')}
      />
      <PhoneField
        label={t('onboarding.profile.phone')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="form__actions">
        <Button type="submit" disabled={create.isPending} aria-disabled={create.isPending}>
          {create.isPending ? t('onboarding.profile.submitting') : t('onboarding.profile.submit')}
        </Button>
      </div>
    </form>
  );
}
