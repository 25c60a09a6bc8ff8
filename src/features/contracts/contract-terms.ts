import type { AccountLimit, Contract, TransferPlane } from '../../api/contracts/schemas';
import { createI18n, registerTexts } from '../../lib/i18n/i18n';
import { contractsEn } from '../../lib/i18n/en/contracts';
import { formatCount } from '../../lib/i18n/format';

registerTexts(contractsEn);

/** The fee rules of one param, under the param's own title when the contract has several. */
export interface FeeGroup {
  /** The bank's words for what the rules are for (the param's `title`); null: not needed. */
  title: string | null;
  rules: TransferPlane[];
}

/** What a contract allows and costs, gathered from all of its params. */
export interface ContractTerms {
  accountLimits: AccountLimit[];
  /**
   * Fee rules per param that carries any. A contract may price each operation in a param of
   * its own (transfers, SEPA, the crypto exchange): several groups are each named by their
   * param's title, as the bank words it, so that no two "EUR" rules stand unexplained side by
   * side. Assumption A-233 (docs/assumptions.md).
   */
  feeGroups: FeeGroup[];
  /** The system limits in words, each once (their names are the bank's, never shown). */
  systemLimits: string[];
}

export function contractTerms(contract: Contract, locale: string): ContractTerms {
  const params = contract.params ?? [];
  const priced = params.filter((param) => (param.transferPlane ?? []).length > 0);
  return {
    accountLimits: params.flatMap((param) => param.accountLimit ?? []),
    feeGroups: priced.map((param) => ({
      title: priced.length > 1 ? param.title?.trim() || null : null,
      rules: param.transferPlane ?? [],
    })),
    systemLimits: [
      ...new Set(
        params.flatMap((param) =>
          param.systemLimit ? [describeSystemLimit(param.systemLimit, locale)] : [],
        ),
      ),
    ],
  };
}

export function hasTerms(terms: ContractTerms): boolean {
  return (
    terms.accountLimits.length > 0 || terms.feeGroups.length > 0 || terms.systemLimits.length > 0
  );
}

// Shared with the company's contract step (src/features/companies).
export { contractTitle, isSelectable } from '../../domain/contracts/contract-title';

/** "2 EUR accounts", "1 GBP account". */
export function describeAccountLimit(limit: AccountLimit, locale: string): string {
  const { t } = createI18n(locale);
  const vars = {
    count: formatCount(limit.accounts, locale),
    currency: limit.currency,
  };
  return new Intl.PluralRules(locale).select(limit.accounts) === 'one'
    ? t('contracts.accounts.one', vars)
    : t('contracts.accounts.other', vars);
}

/**
 * A system limit in words: `riskLevel` as limits that follow the client's risk profile, any
 * other name as limits the bank sets (the name itself means nothing to a customer).
 * Assumption A-142 (docs/assumptions.md).
 */
export function describeSystemLimit(name: string, locale: string): string {
  const { t } = createI18n(locale);
  return name === 'riskLevel'
    ? t('contracts.systemLimit.riskLevel')
    : t('contracts.systemLimit.other');
}
