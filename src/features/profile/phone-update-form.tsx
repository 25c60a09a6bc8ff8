import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { useUpdatePhoneMutation } from '../../api/client/mutations';
import type { PatchClientBody } from '../../api/client/schemas';
import { describeError } from '../../api/errors';
import { typedPhoneSchema } from '../../api/shared/phone-input';
import { ErrorSummary, summaryItems } from '../../components/forms/error-summary';
import { PhoneField } from '../../components/forms/phone-field';
import { useTranslatedZodResolver } from '../../components/forms/use-zod-form-resolver';
import { Button } from '../../components/ui/button';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { profileEn } from '../../lib/i18n/en/profile';
import { onboardingEn } from '../../lib/i18n/en/onboarding';

registerTexts(onboardingEn, profileEn);

/** PATCH /client: change the phone number (offered only when configured). */
export function PhoneUpdateForm({
  current,
  onDone,
}: {
  current: string;
  /** Called when the form closes: `saved` tells whether the number was changed. */
  onDone: (saved: boolean) => void;
}) {
  const { t } = useI18n();
  const schema = useMemo(
    () =>
      z.object({
        phone: typedPhoneSchema(t('onboarding.validation.phoneInvalid')),
      }),
    [t],
  );
  const resolver = useTranslatedZodResolver(schema);
  const form = useForm<{ phone: string }, unknown, PatchClientBody>({
    resolver,
    // Focus goes to the error summary, not the first invalid field.
    shouldFocusError: false,
    defaultValues: { phone: current },
  });
  const update = useUpdatePhoneMutation();
  // Sent once; after a refusal the number can be corrected and sent again.
  const { submit: send } = useSubmitOnce(update);
  const { errors, submitCount } = form.formState;
  const serverError = update.isError ? describeError(update.error) : null;
  const items = [
    ...summaryItems(errors, ['phone']),
    ...(serverError
      ? [
          {
            message: serverError.apiMessage
              ? t('error.withMessage', { message: serverError.apiMessage })
              : t(serverError.key),
          },
        ]
      : []),
  ];

  const submit = form.handleSubmit((body) => {
    send(body, { onSuccess: () => onDone(true) });
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        title={t('onboarding.profile.errorSummary')}
        items={items}
        focusKey={`${submitCount}:${update.submittedAt}`}
      />
      <PhoneField
        label={t('profile.newPhone')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="form__actions">
        <Button type="submit" disabled={update.isPending}>
          {t('profile.savePhone')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
