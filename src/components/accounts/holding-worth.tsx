import type { HoldingValue } from '../../domain/crypto/holding-value';
import { formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { holdingsEn } from '../../lib/i18n/en/holdings';

registerTexts(holdingsEn);

/**
 * Beside a crypto holding's amount: what it would fetch now, in money ("Worth about €7,529.69
 * at the current price"); nothing while there is no price.
 */
export function HoldingWorth({
  value,
  className,
}: {
  value: HoldingValue | undefined;
  className?: string;
}) {
  const { t, locale } = useI18n();
  if (!value) return null;
  return (
    <span className={['holding-worth', className].filter(Boolean).join(' ')}>
      {t('holdings.worth', { value: formatMoney(value.value, value.currency, locale) })}
    </span>
  );
}
