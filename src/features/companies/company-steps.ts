import type { CompanyNeed } from '../../domain/companies/needs';
import { companyStepHref } from '../../config/routes';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { companiesEn } from '../../lib/i18n/en/companies';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(companiesEn);

const stepOf = {
  kyb: 'companyVerification',
  contract: 'companyContract',
  email: 'companyEmail',
} as const satisfies Record<CompanyNeed, Parameters<typeof companyStepHref>[0]>;

/** The page where a company does what it needs. */
export function needHref(need: CompanyNeed, companyId: string): string {
  return companyStepHref(stepOf[need], companyId);
}

/** Each need as a link text ("Verify the company") and what follows it (": a check of the company’s details and owners"). */
export const needWords: Record<CompanyNeed, readonly [link: MessageKey, hint: MessageKey]> = {
  kyb: ['companies.needs.kyb', 'companies.needs.kybHint'],
  contract: ['companies.needs.contract', 'companies.needs.contractHint'],
  email: ['companies.needs.email', 'companies.needs.emailHint'],
};
