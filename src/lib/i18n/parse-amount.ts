/**
 * An amount as a person types it in their locale ("1,234.50" in en, "1.234,50" in de,
 * "1 234,50" in fr) read into the API's canonical decimal string ("1234.50"): no group
 * separators, "." before the decimals, at most 2 decimals, 1–14 characters, above zero.
 * Read as text from start to end, never through parseFloat, so every digit is kept.
 */

// The canonical amount's limits (the spec's transfer `amount`), shared with its schema.
import { AMOUNT_MAX_DECIMALS, AMOUNT_MAX_LENGTH } from '../../utils/amount-limits';

export type AmountInputProblem =
  'empty' | 'notANumber' | 'tooManyDecimals' | 'notPositive' | 'tooLong';

export type AmountInput = { ok: true; value: string } | { ok: false; reason: AmountInputProblem };

interface LocaleNumbers {
  /** Characters read as the group separator. */
  groups: ReadonlySet<string>;
  /** Characters read as the decimal separator. */
  decimals: ReadonlySet<string>;
  /** The locale's own digits (e.g. Arabic-Indic) mapped to ASCII ones. */
  digits: ReadonlyMap<string, string>;
  /** The locale's grouping of a whole number, for groups that are not of three ("1,23,456"). */
  formatWhole(digits: string): string;
}

/** Group separators that people type in place of each other. */
const SPACES = [' ', '\u00a0', '\u202f'];
const APOSTROPHES = ["'", '\u2019'];
const MINUS = ['-', '\u2212'];

const cache = new Map<string, LocaleNumbers>();

function localeNumbers(locale: string): LocaleNumbers {
  const known = cache.get(locale);
  if (known) return known;
  const format = new Intl.NumberFormat(locale);
  const parts = format.formatToParts(1234567.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';

  // Spaces group thousands in every locale (as ISO 80000 writes them); an apostrophe where
  // the locale's group is one (de-CH), in either form.
  const groups = new Set([group, ...SPACES]);
  if (APOSTROPHES.includes(group)) APOSTROPHES.forEach((char) => groups.add(char));
  const decimals = new Set([decimal]);
  // A point typed as the decimal separator (a numeric keypad's key) where it is not a group.
  if (!groups.has('.')) decimals.add('.');

  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const digits = new Map<string, string>();
  for (let digit = 0; digit <= 9; digit += 1) {
    digits.set(plain.format(digit), String(digit));
    digits.set(String(digit), String(digit));
  }
  const numbers: LocaleNumbers = {
    groups,
    decimals,
    digits,
    formatWhole: (whole) => format.format(BigInt(whole)),
  };
  cache.set(locale, numbers);
  return numbers;
}

/** Whether the groups of a whole part are where a person writing it in this locale puts them. */
function groupedRightly(groupsTyped: string[], numbers: LocaleNumbers, whole: string): boolean {
  if (groupsTyped.length === 1) return true;
  if (groupsTyped.some((group) => group === '')) return false;
  const [first = '', ...rest] = groupsTyped;
  if (first.length <= 3 && rest.every((group) => group.length === 3)) return true;
  // Another grouping (Indian: 1,23,456) is accepted where the locale itself writes it so.
  const own = numbers.formatWhole(whole);
  return [...numbers.groups].some((separator) => groupsTyped.join(separator) === own);
}

/** How many decimals and characters an amount may have (a transfer's by default). */
export interface AmountLimits {
  maxDecimals: number;
  maxCharacters: number;
}

const TRANSFER_LIMITS: AmountLimits = {
  maxDecimals: AMOUNT_MAX_DECIMALS,
  maxCharacters: AMOUNT_MAX_LENGTH,
};

/**
 * Reads `text` typed in `locale` as a transfer amount, or within other `limits` (a crypto
 * volume's decimals and length). Why it is refused is given as a reason the form turns into
 * words.
 */
export function parseAmountInput(
  text: string,
  locale: string,
  limits: AmountLimits = TRANSFER_LIMITS,
): AmountInput {
  const numbers = localeNumbers(locale);
  let typed = text.trim();
  if (typed === '') return { ok: false, reason: 'empty' };

  const negative = MINUS.some((minus) => typed.startsWith(minus));
  if (negative) typed = typed.slice(1).trim();

  // Split into the whole part (with its group separators) and the decimals, as ASCII digits.
  let whole = '';
  let fraction: string | null = null;
  const wholeGroups: string[] = [''];
  for (const char of typed) {
    const digit = numbers.digits.get(char);
    if (digit !== undefined) {
      if (fraction === null) {
        whole += digit;
        wholeGroups[wholeGroups.length - 1] += digit;
      } else fraction += digit;
    } else if (fraction === null && numbers.decimals.has(char)) fraction = '';
    else if (fraction === null && numbers.groups.has(char)) wholeGroups.push('');
    else return { ok: false, reason: 'notANumber' };
  }
  if (whole === '' && !fraction) return { ok: false, reason: 'notANumber' };
  if (!groupedRightly(wholeGroups, numbers, whole || '0')) {
    return { ok: false, reason: 'notANumber' };
  }
  if (fraction !== null && fraction.length > limits.maxDecimals) {
    return { ok: false, reason: 'tooManyDecimals' };
  }

  const canonicalWhole = whole.replace(/^0+(?=\d)/, '') || '0';
  const value = fraction ? `${canonicalWhole}.${fraction}` : canonicalWhole;
  if (negative || !/[1-9]/.test(value)) return { ok: false, reason: 'notPositive' };
  if (value.length > limits.maxCharacters) return { ok: false, reason: 'tooLong' };
  return { ok: true, value };
}
