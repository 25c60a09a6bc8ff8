import { registerTexts, type Translate } from '../../lib/i18n/i18n';
import { standingEn } from '../../lib/i18n/en/standing';

registerTexts(standingEn);

/** A company's name for a sentence: "this company" when the bank sent none. */
export function companyNameOf(
  company: { name?: string | undefined } | null | undefined,
  t: Translate,
) {
  return company?.name || t('standing.companyUnnamed');
}

/** `text` with its first letter in capitals: a sentence may start with a company's name. */
export function asSentence(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
