import { formatMoney } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';

export type MoneyFigureSize = 'display' | 'large' | 'body';

/** How the amount reads beside others: money in, money that did not move, or plain. */
export type MoneyFigureTone = 'positive' | 'muted' | 'plain';

export interface MoneyFigureProps {
  /** A decimal string ("-25.50"); a negative one shows the locale's minus sign. */
  amount: string;
  currency: string;
  size?: MoneyFigureSize;
  /** Words above the amount ("Available"); read together with it. */
  label?: string | undefined;
  tone?: MoneyFigureTone;
  /** A plus in front of a positive amount (money in). */
  plus?: boolean;
  /** Struck through: money that did not move (a rejected transaction says so in words too). */
  struck?: boolean;
  className?: string | undefined;
}

function isPositive(amount: string): boolean {
  const value = amount.trim();
  return !value.startsWith('-') && /[1-9]/.test(value);
}

/**
 * An amount of money as the screen's figure: formatted by `formatMoney` for the active locale,
 * tabular digits, in one of three sizes; with its label when it has one.
 */
export function MoneyFigure({
  amount,
  currency,
  size = 'body',
  label,
  tone = 'plain',
  plus = false,
  struck = false,
  className,
}: MoneyFigureProps) {
  const { locale } = useI18n();
  const formatted = formatMoney(amount, currency, locale);
  const text = plus && isPositive(amount) ? `+${formatted}` : formatted;
  const classes = [
    'money-figure',
    `money-figure--${size}`,
    `money-figure--${tone}`,
    struck ? 'money-figure--struck' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const value = <span className="money-figure__amount">{text}</span>;
  if (!label) return <span className={classes}>{value}</span>;
  return (
    <span className={`${classes} money-figure--labelled`}>
      <span className="money-figure__label">{label}</span> {value}
    </span>
  );
}
