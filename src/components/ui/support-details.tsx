import { Fragment } from 'react';
import { useI18n } from '../../lib/i18n/i18n';

/** One reference the bank's support may ask for, with the words that say what it is. */
export interface SupportDetail {
  label: string;
  value: string;
}

/**
 * "Details for support": the bank's own references behind what the screen says in words (a
 * contract's id, an account's alias), closed until opened, so a customer reads plain words
 * and can still read the reference out to the support team.
 */
export function SupportDetails({ details }: { details: readonly SupportDetail[] }) {
  const { t } = useI18n();
  if (details.length === 0) return null;
  return (
    <details className="support-details">
      <summary className="support-details__summary">{t('support.details')}</summary>
      <p className="support-details__hint">{t('support.detailsHint')}</p>
      <dl className="details">
        {details.map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd className="support-details__value">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}
