import type { TransferPlane } from '../../api/contracts/schemas';
import { formatMoney, formatPercentAsGiven } from '../../lib/i18n/format';
import { createI18n, registerTexts } from '../../lib/i18n/i18n';
import { decimalFromNumber } from '../../utils/decimal-text';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(contractsEn);

/** A percentage of a JSON-number field, in percent units (0.5 means 0.5 %). */
export function formatPercentage(percent: number, locale: string): string {
  return formatPercentAsGiven(decimalFromNumber(percent) ?? String(percent), locale);
}

/** An amount of a JSON-number field in a currency; the code is shown when Intl does not know it. */
export function formatContractAmount(value: number, currency: string, locale: string): string {
  return formatMoney(decimalFromNumber(value) ?? String(value), currency, locale);
}

/**
 * A fee rule (`transferPlane` item) as a person reads it, e.g. "0.5%, at least €1.00", or
 * "0.5%, at least €1.00, on amounts from €100.00" when it has a lower bound above zero.
 * The calculator's name is the bank's, never shown: one it does not know reads as both parts.
 *
 * Assumption A-23 (docs/assumptions.md): read as in the public docs' example.
 */
export function describeFeeRule(rule: TransferPlane, locale: string): string {
  const { t } = createI18n(locale);
  const percentage = formatPercentage(rule.percentage, locale);
  const flat = formatContractAmount(rule.flat, rule.currency, locale);

  let fee: string;
  if (rule.calculator === 'max') {
    const hasPercentage = rule.percentage !== 0;
    const hasFlat = rule.flat !== 0;
    fee =
      hasPercentage && hasFlat
        ? t('contracts.fee.percentAtLeast', { percentage, flat })
        : hasPercentage
          ? t('contracts.fee.percent', { percentage })
          : hasFlat
            ? t('contracts.fee.flat', { flat })
            : t('contracts.fee.free');
  } else if (rule.flat === 0 && rule.percentage !== 0) {
    // A part of zero is not said: "0.25%, as the bank works it out".
    fee = t('contracts.fee.otherOne', { part: percentage });
  } else if (rule.percentage === 0 && rule.flat !== 0) {
    fee = t('contracts.fee.otherOne', { part: flat });
  } else {
    fee = t('contracts.fee.other', { percentage, flat });
  }
  // Assumption A-141 (docs/assumptions.md): a lower bound of zero is no bound, so not said.
  if (rule.from <= 0) return fee;
  return t('contracts.fee.from', {
    fee,
    from: formatContractAmount(rule.from, rule.currency, locale),
  });
}
