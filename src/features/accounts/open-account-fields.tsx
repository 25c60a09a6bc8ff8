import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { accountErrors } from '../../api/accounts/errors';
import { useOpenAccountMutation } from '../../api/accounts/mutations';
import {
  ACCOUNT_TITLE_MAX,
  createAccountBodySchema,
  type CreateAccountBody,
} from '../../api/accounts/schemas';
import { ApiError, describeError, hasMessage, outcomeUnknown } from '../../api/errors';
import { describedErrorText } from '../../components/errors/error-message';
import { ErrorSummary, summaryItems, type SummaryItem } from '../../components/forms/error-summary';
import { TextField } from '../../components/forms/text-field';
import { useTranslatedZodResolver } from '../../components/forms/use-zod-form-resolver';
import { Button } from '../../components/ui/button';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, type Translate, useI18n } from '../../lib/i18n/i18n';
import type { CurrencyQuota } from './account-quota';
import { CurrencyChoice } from './currency-choice';
import type { OpeningRequest } from './use-opened-account';
import { accountsOpenEn } from '../../lib/i18n/en/accounts-open';

registerTexts(accountsOpenEn);

const FIELDS = ['title', 'currency'] as const;

type CreateAccountInput = z.input<typeof createAccountBodySchema>;

function isQuotaOver(error: unknown): boolean {
  return hasMessage(error, accountErrors.quotaOver);
}

/** A refusal that concerns no field, in plain words. */
function serverProblem(error: unknown, t: Translate): SummaryItem {
  // After a lost connection or a 5xx the account may have been opened all the same.
  if (outcomeUnknown(error)) return { message: t('accounts.open.unknownOutcome') };
  const known: Record<string, Parameters<Translate>[0]> = {
    [accountErrors.senderNoContract]: 'accounts.open.noContract',
    [accountErrors.clientNotFound]: 'accounts.open.noClient',
    [accountErrors.invalidPayload]: 'accounts.open.invalidPayload',
    [accountErrors.companyBlocksActivation]: 'accounts.open.companyBlocked',
    [accountErrors.companyNotFound]: 'accounts.open.companyNotFound',
  };
  const key = error instanceof ApiError && error.apiMessage ? known[error.apiMessage] : undefined;
  if (key) return { message: t(key) };
  return { message: describedErrorText(describeError(error), t) };
}

/**
 * The form itself: account name and currency, validated with the POST /v1/accounts schema;
 * sent at most once. `onRequested` gets what is needed to recognise the new account.
 */
export function OpenAccountFields({
  quotas,
  companyId,
  companyName,
  knownAccountIds,
  onRequested,
  onSending,
}: {
  /** Remaining quota per currency; null when the contract's limits could not be read. */
  quotas: readonly CurrencyQuota[] | null;
  companyId?: string | undefined;
  /** The company's name, for the words (when opening for a company). */
  companyName?: string | undefined;
  knownAccountIds: readonly string[];
  onRequested: (request: OpeningRequest) => void;
  /** Whether the request is on its way (the page says so while it waits). */
  onSending?: ((sending: boolean) => void) | undefined;
}) {
  const { t } = useI18n();
  const resolver = useTranslatedZodResolver(createAccountBodySchema);
  const form = useForm<CreateAccountInput, unknown, CreateAccountBody>({
    resolver,
    // The error summary takes focus (GOV.UK pattern), not the first invalid field.
    shouldFocusError: false,
    defaultValues: { title: '', ...(companyId ? { companyId } : {}) },
  });
  const open = useOpenAccountMutation();
  // Sent once; after a refusal (or an unknown outcome, explained) it may be sent again.
  const { submit } = useSubmitOnce(open);
  useEffect(() => {
    onSending?.(open.isPending);
  }, [onSending, open.isPending]);
  const { errors, submitCount } = form.formState;

  const items: SummaryItem[] = [
    ...summaryItems(errors, FIELDS),
    ...(open.isError && !isQuotaOver(open.error) ? [serverProblem(open.error, t)] : []),
  ];

  const send = (body: CreateAccountBody) => {
    const known = new Set(knownAccountIds);
    submit(body, {
      onSuccess: () => onRequested({ known, title: body.title, currency: body.currency }),
      onError: (error) => {
        if (isQuotaOver(error)) {
          form.setError('currency', { type: 'server', message: t('accounts.open.quotaOver') });
        }
      },
    });
  };

  return (
    <form
      className="form open-account"
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <ErrorSummary
        title={t('accounts.open.errorSummary')}
        items={items}
        focusKey={`${submitCount}:${open.status}`}
      />
      <TextField
        label={t('accounts.open.name')}
        hint={t('accounts.open.nameHint', { max: ACCOUNT_TITLE_MAX })}
        error={errors.title?.message}
        autoComplete="off"
        {...form.register('title')}
      />
      {/* After the name, before the currencies it explains: the name field comes first. */}
      <p className="open-account__intro">
        {companyName
          ? t('accounts.open.companyIntro', { name: companyName })
          : t('accounts.open.intro')}
      </p>
      {quotas ? (
        <CurrencyChoice
          quotas={quotas}
          error={errors.currency?.message}
          registration={form.register('currency')}
        />
      ) : (
        <>
          <p>{t('accounts.open.limitsUnknown')}</p>
          <TextField
            label={t('accounts.open.currency')}
            hint={t('accounts.open.currencyCodeHint')}
            error={errors.currency?.message}
            autoComplete="off"
            {...form.register('currency', {
              setValueAs: (value: unknown) =>
                typeof value === 'string' ? value.trim().toUpperCase() : value,
            })}
          />
        </>
      )}
      <div className="form__actions">
        <Button type="submit" disabled={open.isPending} aria-disabled={open.isPending}>
          {open.isPending ? t('accounts.open.submitting') : t('accounts.open.submit')}
        </Button>
      </div>
    </form>
  );
}
