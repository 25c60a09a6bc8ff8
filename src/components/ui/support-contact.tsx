import { Fragment } from 'react';
import { useConfig } from '../../config/config-context';
import { languageOf, useI18n } from '../../lib/i18n/i18n';
import { useFormattedPhone } from '../../lib/i18n/use-formatted-phone';

/** The opening hours in the active language, else the first given. */
function hoursFor(hours: Record<string, string> | undefined, locale: string): string | undefined {
  if (!hours) return undefined;
  return hours[languageOf(locale)] ?? Object.values(hours)[0];
}

/**
 * How a customer reaches a person at the bank (email, phone, opening hours from the
 * configuration): one line in the footer, or a block under a problem that needs a person.
 * Nothing when neither an email nor a phone number is configured. The phone number shows in
 * its international format once libphonenumber has loaded (lazily: the footer is on every
 * screen, the sign-in path stays small), as configured (E.164) until then.
 */
export function SupportContact({
  variant,
  phoneTables = true,
  ref,
}: {
  variant: 'footer' | 'block';
  /** The drawn element (the footer watches whether it is in view). */
  ref?: (element: HTMLElement | null) => void;
  /** False holds libphonenumber's tables back for now: the number shows as configured. */
  phoneTables?: boolean;
}) {
  const { brand, support } = useConfig();
  const { t, locale } = useI18n();
  const phone = useFormattedPhone(support.phone, { load: phoneTables });
  if (!support.email && !support.phone) return null;
  const hours = hoursFor(support.hours, locale);
  const intro = t('supportContact.intro', { name: brand.name });
  const email = support.email ? <a href={`mailto:${support.email}`}>{support.email}</a> : null;
  const call = support.phone ? <a href={`tel:${support.phone}`}>{phone}</a> : null;

  if (variant === 'footer') {
    const parts = [email, call, hours].filter((part) => part !== null && part !== undefined);
    return (
      <p ref={ref} className="support-contact support-contact--footer">
        {intro}{' '}
        {parts.map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? ' · ' : null}
            {part}
          </Fragment>
        ))}
      </p>
    );
  }
  return (
    <div ref={ref} className="support-contact support-contact--block">
      <p>{intro}</p>
      <dl className="details">
        {email ? (
          <>
            <dt>{t('supportContact.email')}</dt>
            <dd>{email}</dd>
          </>
        ) : null}
        {call ? (
          <>
            <dt>{t('supportContact.phone')}</dt>
            <dd>{call}</dd>
          </>
        ) : null}
        {hours ? (
          <>
            <dt>{t('supportContact.hours')}</dt>
            <dd>{hours}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
