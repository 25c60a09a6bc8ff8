import type { ReactNode } from 'react';
import type { BankDetails } from '../../api/accounts/schemas';
import type { StatementPeriod } from '../../domain/statements/period';
import type { Statement } from '../../domain/statements/statement';
import { isExact, type UnseenMovements } from '../../domain/statements/unseen-movements';
import { BrandMark } from '../../components/ui/brand-mark';
import { formatDate, formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';
import { formatIban, formatSortCode } from '../../utils/iban';
import { monthName } from './period-picker';
import { minus, StatementTable } from './statement-table';

registerTexts(statementsEn);

/** The time zone in words where the browser has them ("Central European Time"), with its name. */
function zoneWords(timezone: string, locale: string): string {
  try {
    const words = new Intl.DateTimeFormat(locale, {
      timeZone: timezone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return words && words !== timezone ? `${words} (${timezone})` : timezone;
  } catch {
    return timezone;
  }
}

export interface StatementAccount {
  name: string;
  currency: string;
  holder: string | null;
  details: BankDetails | null;
}

/**
 * The statement as a document, the part that prints: the bank's mark, the account, its holder
 * and bank details, the period and time zone, the summary (opening, in, out, fees, closing),
 * every transaction with its running balance, and how it was made (`source`). Where money may
 * have moved without a transaction the app can see (`unseen`), it says the balances may not
 * be exact, and why, beside them.
 */
export function StatementDocument({
  statement,
  unseen,
  account,
  period,
  month,
  timezone,
  source,
}: {
  statement: Statement;
  unseen: UnseenMovements;
  account: StatementAccount;
  period: StatementPeriod;
  month: string | null;
  timezone: string;
  source: ReactNode;
}) {
  const { t, locale } = useI18n();
  const money = (value: string) => formatMoney(value, account.currency, locale);
  const from = formatDate(period.from, locale);
  const to = formatDate(period.to, locale);
  const title = month
    ? t('statements.heading.month', { month: monthName(month, locale) })
    : t('statements.heading.range', { from, to });
  const { details } = account;
  const notAvailable = t('statements.notAvailable');
  return (
    <article className="statement" aria-labelledby="statement-title" data-print-root="">
      <header className="statement__head">
        <BrandMark className="statement__brand" />
        <h2 id="statement-title" className="statement__title">
          {title}
        </h2>
      </header>
      <div className="statement__overview">
        <dl className="statement__account" aria-label={t('statements.details')}>
          <dt>{t('statements.holder')}</dt>
          <dd>{account.holder ?? notAvailable}</dd>
          <dt>{t('statements.account')}</dt>
          <dd>{account.name}</dd>
          {details?.ukAccountNumber && !details.iban ? (
            <>
              <dt>{t('statements.accountNumber')}</dt>
              <dd>{details.ukAccountNumber}</dd>
              <dt>{t('statements.sortCode')}</dt>
              <dd>{details.ukSortCode ? formatSortCode(details.ukSortCode) : notAvailable}</dd>
            </>
          ) : (
            <>
              <dt>{t('statements.iban')}</dt>
              <dd className="statement__iban">
                {details?.iban ? formatIban(details.iban) : notAvailable}
              </dd>
              <dt>{t('statements.bic')}</dt>
              <dd>{details?.bic ?? notAvailable}</dd>
            </>
          )}
          <dt>{t('statements.currency')}</dt>
          <dd>{account.currency}</dd>
          <dt>{t('statements.period')}</dt>
          <dd>{t('statements.periodValue', { from, to })}</dd>
          <dt>{t('statements.timeZone')}</dt>
          <dd>{zoneWords(timezone, locale)}</dd>
        </dl>
        <section className="statement__summary" aria-labelledby="statement-summary">
          <h3 id="statement-summary">{t('statements.summary')}</h3>
          <dl>
            <dt>{t('statements.opening')}</dt>
            <dd>{money(statement.opening)}</dd>
            <dt>{t('statements.moneyIn')}</dt>
            <dd>{`+${money(statement.moneyIn)}`}</dd>
            <dt>{t('statements.moneyOut')}</dt>
            <dd>{money(minus(statement.moneyOut))}</dd>
            <dt>{t('statements.fees')}</dt>
            <dd>{money(minus(statement.fees))}</dd>
            <dt>{t('statements.closing')}</dt>
            <dd className="statement__closing">{money(statement.closing)}</dd>
          </dl>
          <Inexact unseen={unseen} from={from} />
        </section>
      </div>
      <StatementTable statement={statement} currency={account.currency} />
      <section className="statement__source" aria-labelledby="statement-source">
        <h3 id="statement-source">{t('statements.source.title')}</h3>
        {source}
      </section>
    </article>
  );
}

/** Why the balances may not be exact, when something may have moved the account unseen. */
function Inexact({ unseen, from }: { unseen: UnseenMovements; from: string }) {
  const { t } = useI18n();
  if (isExact(unseen)) return null;
  return (
    <div className="statement__inexact" role="note" aria-labelledby="statement-inexact">
      <p id="statement-inexact" className="statement__inexact-title">
        {t('statements.inexact.title')}
      </p>
      {unseen.orders > 0 ? (
        <p>{t('statements.inexact.orders', { count: unseen.orders, from })}</p>
      ) : null}
      {unseen.ordersUnchecked ? <p>{t('statements.inexact.ordersUnchecked')}</p> : null}
      {unseen.payouts ? <p>{t('statements.inexact.payouts', { from })}</p> : null}
      <p>{t('statements.inexact.advice')}</p>
    </div>
  );
}
