import type { AccountLimit, Contract, TransferPlane } from '../../api/contracts/schemas';
import { createI18n } from '../../lib/i18n/i18n';

/** What a contract allows and costs, gathered from all of its params. */
export interface ContractTerms {
  accountLimits: AccountLimit[];
  feeRules: TransferPlane[];
  /** Names of the system limits, each once (e.g. "riskLevel"). */
  systemLimits: string[];
}

export function contractTerms(contract: Contract): ContractTerms {
  const params = contract.params ?? [];
  return {
    accountLimits: params.flatMap((param) => param.accountLimit ?? []),
    feeRules: params.flatMap((param) => param.transferPlane ?? []),
    systemLimits: [
      ...new Set(params.flatMap((param) => (param.systemLimit ? [param.systemLimit] : []))),
    ],
  };
}

export function hasTerms(terms: ContractTerms): boolean {
  return (
    terms.accountLimits.length > 0 || terms.feeRules.length > 0 || terms.systemLimits.length > 0
  );
}

// Shared with the company's contract step (src/features/companies).
export { contractTitle, isSelectable } from '../../api/contracts/contract-title';

/** "2 EUR accounts", "1 GBP account". */
export function describeAccountLimit(limit: AccountLimit, locale: string): string {
  const { t } = createI18n(locale);
  const vars = {
    count: new Intl.NumberFormat(locale).format(limit.accounts),
    currency: limit.currency,
  };
  return new Intl.PluralRules(locale).select(limit.accounts) === 'one'
    ? t('contracts.accounts.one', vars)
    : t('contracts.accounts.other', vars);
}

/** "Risk-based limits (riskLevel)"; other limit names are shown as they come. */
export function describeSystemLimit(name: string, locale: string): string {
  const { t } = createI18n(locale);
  return name === 'riskLevel'
    ? t('contracts.systemLimit.riskLevel', { name })
    : t('contracts.systemLimit.other', { name });
}
