import type { Company } from '../../api/companies/schemas';
import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { BadgeTone } from '../../components/ui/status-pill';
import { readableValue } from '../../utils/readable-value';
import { companiesEn } from '../../lib/i18n/en/companies';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(companiesEn);

// The bank's values as words. A status the app knows gets its words; one it does not know is
// made readable ("kyb:in_review" → "In review"); free text (company type, position) is shown
// as the bank gives it, unless it is one of the short codes below. Never "not known".
// Assumptions A-103 and A-108 (docs/assumptions.md): the values beyond the spec's examples.

const kybWords: Record<string, readonly [MessageKey, BadgeTone]> = {
  'kyb:initiated': ['companies.kyb.initiated', 'neutral'],
  'kyb:pending': ['companies.kyb.pending', 'info'],
  'kyb:confirmed': ['companies.kyb.confirmed', 'success'],
  'kyb:rejected': ['companies.kyb.rejected', 'danger'],
  'kyb:resubmission': ['companies.kyb.resubmission', 'warning'],
};

const admWords: Record<string, readonly [MessageKey, BadgeTone]> = {
  'adm:active': ['companies.adm.active', 'success'],
  'adm:blocked': ['companies.adm.blocked', 'danger'],
  'adm:suspended': ['companies.adm.suspended', 'warning'],
};

const feeWords: Record<string, MessageKey> = {
  paid: 'companies.fee.paid',
  due: 'companies.fee.due',
};

// Codes a bank may send in place of words (the mock's first reading does).
const typeWords: Record<string, MessageKey> = {
  limited: 'companies.type.limited',
  ltd: 'companies.type.ltd',
  plc: 'companies.type.plc',
  llp: 'companies.type.llp',
  partnership: 'companies.type.partnership',
  sole_trader: 'companies.type.soleTrader',
};

const positionWords: Record<string, MessageKey> = {
  director: 'companies.position.director',
  secretary: 'companies.position.secretary',
  shareholder: 'companies.position.shareholder',
  owner: 'companies.position.owner',
  partner: 'companies.position.partner',
};

/** Looks up a value case-blind; own keys only, so "constructor" is not a word. */
function lookUp<T>(table: Record<string, T>, value: string): T | undefined {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export type StatusLook = readonly [text: string, tone: BadgeTone];

function statusLook(
  table: Record<string, readonly [MessageKey, BadgeTone]>,
  value: string,
  t: Translate,
): StatusLook {
  const known = lookUp(table, value);
  return known ? [t(known[0]), known[1]] : [readableValue(value), 'neutral'];
}

export function kybStatus(kyb: string, t: Translate): StatusLook {
  return statusLook(kybWords, kyb, t);
}

export function admStatus(adm: string, t: Translate): StatusLook {
  return statusLook(admWords, adm, t);
}

export function onboardingFeeWords(fee: Company['onboardingFee'], t: Translate): string {
  if (!fee?.status) return t('companies.fee.none');
  const key = lookUp(feeWords, fee.status);
  return key ? t(key) : readableValue(fee.status);
}

/** Free text as given; only a short code the app knows is put in words. */
function freeText(table: Record<string, MessageKey>, value: string, t: Translate): string {
  const key = lookUp(table, value);
  return key ? t(key) : value.trim();
}

export function companyTypeWords(type: string, t: Translate): string {
  return freeText(typeWords, type, t);
}

export function positionWordsOf(position: string, t: Translate): string {
  return freeText(positionWords, position, t);
}
