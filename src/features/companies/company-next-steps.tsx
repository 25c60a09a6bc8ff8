import { Link } from '../../lib/router/link';
import { companyNeeds } from '../../domain/companies/needs';
import type { Company } from '../../api/companies/schemas';
import { accountsHref } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { CompanyNeedLinks } from './company-needs-notice';
import { companiesEn } from '../../lib/i18n/en/companies';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companiesEn, companyStepsEn);

/** After a step: what the company still needs (each a link), or that it is ready; its accounts. */
export function CompanyNextSteps({ company, name }: { company: Company; name: string }) {
  const { t } = useI18n();
  const needs = companyNeeds(company);
  return (
    <div className="company-step__next">
      <h3 className="company-step__next-title">{t('companies.step.next')}</h3>
      {needs.length > 0 ? (
        <>
          <p>{t('companies.needs.title', { name })}</p>
          <CompanyNeedLinks companyId={company.companyId} name={name} needs={needs} />
        </>
      ) : (
        <p>{t('companies.step.ready', { name })}</p>
      )}
      <p>
        <Link to={accountsHref(company.companyId)}>
          {t('companies.seeAccounts')}{' '}
          <span className="visually-hidden">{t('companies.seeAccountsOf', { name })}</span>
        </Link>
      </p>
    </div>
  );
}
