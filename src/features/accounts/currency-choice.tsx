import type { UseFormRegisterReturn } from 'react-hook-form';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { CurrencyQuota } from './account-quota';
import { accountsOpenEn } from '../../lib/i18n/en/accounts-open';

registerTexts(accountsOpenEn);

/** The id the error summary links to: the first currency that can still be chosen. */
export const CURRENCY_FIELD_ID = 'currency';

/**
 * The currencies of the contract as radio buttons, each with its remaining quota
 * ("EUR — 1 of 2 left"); a currency whose quota is used up is shown, disabled, with the reason.
 */
export function CurrencyChoice({
  quotas,
  error,
  registration,
}: {
  quotas: readonly CurrencyQuota[];
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useI18n();
  const firstAvailable = quotas.find((quota) => quota.remaining > 0)?.currency;
  const errorId = error ? `${CURRENCY_FIELD_ID}-error` : undefined;

  return (
    <div className={['field', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
      <fieldset className="currency-choice" aria-describedby={errorId}>
        <legend className="field__label">{t('accounts.open.currency')}</legend>
        {error ? (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        ) : null}
        {quotas.map((quota) => {
          const unavailable = quota.remaining === 0;
          const id =
            quota.currency === firstAvailable
              ? CURRENCY_FIELD_ID
              : `${CURRENCY_FIELD_ID}-${quota.currency}`;
          const reasonId = `${id}-reason`;
          return (
            <div className="currency-choice__option" key={quota.currency}>
              <input
                type="radio"
                className="currency-choice__input"
                id={id}
                value={quota.currency}
                disabled={unavailable}
                aria-describedby={unavailable ? reasonId : undefined}
                {...registration}
              />
              <label className="currency-choice__label" htmlFor={id}>
                {unavailable
                  ? t('accounts.open.currencyUnavailable', { currency: quota.currency })
                  : t('accounts.open.currencyAvailable', {
                      currency: quota.currency,
                      remaining: quota.remaining,
                      allowed: quota.allowed,
                    })}
              </label>
              {unavailable ? (
                <p className="currency-choice__hint" id={reasonId}>
                  {t('accounts.open.currencyUsedUp', { allowed: quota.allowed, used: quota.used })}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
