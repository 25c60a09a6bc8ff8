import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { companyErrors } from '../../api/companies/errors';
import { useVerifyCompanyEmailMutation } from '../../api/companies/mutations';
import { COMPANY_EMAIL_CODE_LENGTH, companyEmailCodeSchema } from '../../api/companies/schemas';
import { describeError, hasMessage } from '../../api/errors';
import { describedErrorText } from '../../components/errors/error-message';
import { ErrorSummary, summaryItems } from '../../components/forms/error-summary';
import { TextField } from '../../components/forms/text-field';
import { useTranslatedZodResolver } from '../../components/forms/use-zod-form-resolver';
import { Button } from '../../components/ui/button';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companyStepsEn);

const codeFormSchema = z.object({ code: companyEmailCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

/**
 * The code from the company's email (6 digits), checked with POST /companies/email/verify and
 * sent once per press. A wrong code is said next to the field, which keeps what was typed.
 */
export function EmailCodeForm({
  companyId,
  onNotYours,
}: {
  companyId: string;
  /** The bank does not know the company as the user's. */
  onNotYours: () => void;
}) {
  const { t } = useI18n();
  const resolver = useTranslatedZodResolver(codeFormSchema);
  const form = useForm<CodeForm>({
    resolver,
    // Focus goes to the error summary, not the first invalid field.
    shouldFocusError: false,
    defaultValues: { code: '' },
  });
  const verify = useVerifyCompanyEmailMutation();
  const { submit: send } = useSubmitOnce(verify);
  const { errors, submitCount } = form.formState;

  const wrongCode = verify.isError && hasMessage(verify.error, companyErrors.emailCodeInvalid);
  const codeError =
    errors.code?.message ?? (wrongCode ? t('companies.emailStep.wrongCode') : undefined);
  const otherError =
    verify.isError && !wrongCode
      ? `${t('companies.emailStep.failed')} ${describedErrorText(describeError(verify.error), t)}`
      : null;
  const items = [
    ...summaryItems({ code: codeError === undefined ? undefined : { message: codeError } }, [
      'code',
    ]),
    ...(otherError ? [{ message: otherError }] : []),
  ];

  const submit = form.handleSubmit(({ code }) => {
    send(
      { companyId, code },
      {
        onError: (error) => {
          if (hasMessage(error, companyErrors.companyNotFound)) onNotYours();
        },
      },
    );
  });

  return (
    <form className="form company-email__form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        title={t('companies.step.errorSummary')}
        items={items}
        focusKey={`${submitCount}:${verify.submittedAt}`}
      />
      <TextField
        label={t('companies.emailStep.code')}
        hint={t('companies.emailStep.codeHint', { length: COMPANY_EMAIL_CODE_LENGTH })}
        error={codeError}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="company-email__code"
        {...form.register('code', {
          // Typing again clears the bank's "not right", not what was typed.
          onChange: () => {
            if (verify.isError) verify.reset();
          },
        })}
      />
      <div className="form__actions">
        <Button type="submit" disabled={verify.isPending || verify.isSuccess}>
          {t('companies.emailStep.submit')}
        </Button>
        <span role="status" className="company-step__status">
          {verify.isPending ? t('companies.emailStep.submitting') : null}
        </span>
      </div>
    </form>
  );
}
