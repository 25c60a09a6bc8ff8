import { useEffect, useState } from 'react';
import { useConfig } from '../../config/config-context';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * The configured phone number in its international format ("+44 20 7946 0000"). The numbering
 * plans (libphonenumber) are loaded lazily: the footer is on every screen and the sign-in path
 * must stay small; until they arrive the number shows as configured (E.164).
 */
function useFormattedPhone(e164: string | undefined): string | undefined {
  const [formatted, setFormatted] = useState<{ from: string; text: string } | null>(null);
  useEffect(() => {
    if (!e164) return;
    let current = true;
    void import('libphonenumber-js/min')
      .then(({ parsePhoneNumberFromString }) => {
        const text = parsePhoneNumberFromString(e164)?.formatInternational();
        if (current && text) setFormatted({ from: e164, text });
      })
      .catch(() => undefined); // Offline: the E.164 form stays, still a working tel: link.
    return () => {
      current = false;
    };
  }, [e164]);
  return formatted && formatted.from === e164 ? formatted.text : e164;
}

/** The opening hours in the active language, else the first given. */
function hoursFor(hours: Record<string, string> | undefined, locale: string): string | undefined {
  if (!hours) return undefined;
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return hours[language] ?? Object.values(hours)[0];
}

/**
 * How a customer reaches a person at the bank (email, phone, opening hours from the
 * configuration): one line in the footer, or a block under a problem that needs a person.
 * Nothing when neither an email nor a phone number is configured.
 */
export function SupportContact({ variant }: { variant: 'footer' | 'block' }) {
  const { brand, support } = useConfig();
  const { t, locale } = useI18n();
  const phone = useFormattedPhone(support.phone);
  if (!support.email && !support.phone) return null;
  const hours = hoursFor(support.hours, locale);
  const intro = t('supportContact.intro', { name: brand.name });
  const email = support.email ? <a href={`mailto:${support.email}`}>{support.email}</a> : null;
  const call = support.phone ? <a href={`tel:${support.phone}`}>{phone}</a> : null;

  if (variant === 'footer') {
    return (
      <p className="support-contact support-contact--footer">
        <span>{intro}</span>
        {email ? <span>{email}</span> : null}
        {call ? <span>{call}</span> : null}
        {hours ? <span>{hours}</span> : null}
      </p>
    );
  }
  return (
    <div className="support-contact support-contact--block">
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
