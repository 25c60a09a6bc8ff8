import type { Balances } from '../../api/accounts/accounts-with-balances';
import { formatMoney } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';

/** The figures in the order people read them: the balance first. */
export const BALANCE_FIGURES: readonly { field: keyof Balances; label: MessageKey }[] = [
  { field: 'balance', label: 'accounts.balances.balance' },
  { field: 'available', label: 'accounts.balances.available' },
  { field: 'holding', label: 'accounts.balances.holding' },
  { field: 'pending', label: 'accounts.balances.pending' },
];

/** Balance, available, on hold and pending, side by side (two by two on a phone). */
export function BalanceFigures({ balances, currency }: { balances: Balances; currency: string }) {
  const { t, locale } = useI18n();
  return (
    <dl className="balance-figures">
      {BALANCE_FIGURES.map(({ field, label }) => (
        <div className={`balance-figures__item balance-figures__item--${field}`} key={field}>
          <dt>{t(label)}</dt>
          <dd>{formatMoney(balances[field], currency, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
