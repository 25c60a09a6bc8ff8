import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router/link';
import { companyQueries } from '../../api/companies/queries';
import type { Company } from '../../api/companies/schemas';
import { describeError } from '../../api/errors';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { companiesEn } from '../../lib/i18n/en/companies';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companiesEn, companyStepsEn);

/** Said when the company of the address is not among the user's (or a token call says so). */
export function NotYourCompany() {
  const { t } = useI18n();
  return (
    <Card className="company-step__problem">
      <h2>{t('companies.step.notYours.title')}</h2>
      <p>{t('companies.step.notYours.body')}</p>
      <p>
        <Link to={paths.companies}>{t('companies.step.notYours.link')}</Link>
      </p>
    </Card>
  );
}

/**
 * The page of one onboarding step of a company: a way back to the companies, the heading
 * naming the company (and the document title), and the step itself once the company is found
 * among those the user administers (GET /v2/companies). Any other company id says so plainly.
 */
export function CompanyStepFrame({
  companyId,
  titleKey,
  anyTitleKey,
  children,
}: {
  companyId: string;
  /** The heading with the company's `{name}`, e.g. "Verify {name}". */
  titleKey: MessageKey;
  /** The heading while no company is known (loading, failed, not the user's). */
  anyTitleKey: MessageKey;
  children: (company: Company, name: string) => ReactNode;
}) {
  const { t } = useI18n();
  const list = useQuery(companyQueries.list());
  const company = list.data?.companies.find((candidate) => candidate.companyId === companyId);
  const name = company ? company.name?.trim() || t('companies.untitled') : null;
  const heading = name === null ? t(anyTitleKey) : t(titleKey, { name });

  useDocumentTitle(heading);

  return (
    <section className="company-step">
      <p className="company-step__back">
        <Link to={paths.companies}>{t('companies.step.back')}</Link>
      </p>
      <PageHeader title={heading} />
      <QueryState
        query={list}
        describeError={describeError}
        loadingLabel={t('companies.step.loading')}
        errorTitle={t('companies.step.loadFailed')}
        // A failed re-read (while a status is polled) keeps the company on screen.
        keepDataOnError
      >
        {() => (company && name !== null ? children(company, name) : <NotYourCompany />)}
      </QueryState>
    </section>
  );
}
