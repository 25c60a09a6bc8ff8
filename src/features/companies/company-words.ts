import type { Company } from '../../api/companies/schemas';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { BadgeTone } from '../../components/ui/badge';

// The bank's values as words; anything else gets a plain "not known", never the raw value.
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

export function kybStatus(kyb: string): readonly [MessageKey, BadgeTone] {
  return lookUp(kybWords, kyb) ?? ['companies.kyb.other', 'neutral'];
}

export function admStatus(adm: string): readonly [MessageKey, BadgeTone] {
  return lookUp(admWords, adm) ?? ['companies.adm.other', 'neutral'];
}

export function onboardingFeeWords(fee: Company['onboardingFee']): MessageKey {
  if (!fee) return 'companies.fee.none';
  return lookUp(feeWords, fee.status) ?? 'companies.fee.other';
}

export function companyTypeWords(type: string): MessageKey {
  return lookUp(typeWords, type) ?? 'companies.type.other';
}

export function positionWordsOf(position: string): MessageKey {
  return lookUp(positionWords, position) ?? 'companies.position.other';
}
