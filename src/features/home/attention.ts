import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { companyNeeds } from '../../domain/companies/needs';
import type { Company } from '../../api/companies/schemas';
import { accountHref, companyStepHref } from '../../config/routes';

/** What a row of "Needs your attention" is about; each kind has its own words. */
export type AttentionKind =
  'kyb' | 'kybPending' | 'kybRejected' | 'contract' | 'email' | 'initiated' | 'pending';

export interface AttentionItem {
  /** Unique among the rows. */
  id: string;
  kind: AttentionKind;
  /** Whose it is: a company's or an account's own name; null when it has none. */
  name: string | null;
  /** An account's currency, to name an untitled one. */
  currency?: string;
  /** The page where the customer does what it takes. */
  href: string;
}

const KYB_KIND: Partial<Record<string, AttentionKind>> = {
  'kyb:pending': 'kybPending',
  'kyb:rejected': 'kybRejected',
};

const STEP = {
  kyb: 'companyVerification',
  contract: 'companyContract',
  email: 'companyEmail',
} as const;

/** A company's needs (companyNeeds: KYB, contract, email), each with its step's page. */
export function companyAttention(company: Company): AttentionItem[] {
  return companyNeeds(company).map((need) => ({
    id: `${company.companyId}:${need}`,
    kind: need === 'kyb' ? (KYB_KIND[company.kyb] ?? 'kyb') : need,
    name: company.name || null,
    href: companyStepHref(STEP[need], company.companyId),
  }));
}

/**
 * Accounts that are not active yet: `initiated` (a company account waits for its
 * administrator to activate it, on the account's page) and `pending` (the bank is at it).
 */
// Assumption A-158 (docs/assumptions.md): which accounts need attention.
export function accountAttention(accounts: readonly CombinedAccount[]): AttentionItem[] {
  return accounts.flatMap((account): AttentionItem[] =>
    account.status === 'initiated' || account.status === 'pending'
      ? [
          {
            id: account.id,
            kind: account.status,
            name: account.title ?? null,
            currency: account.currency,
            href: accountHref(account),
          },
        ]
      : [],
  );
}
