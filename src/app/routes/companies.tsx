import { useQuery } from '@tanstack/react-query';
import { contractQueries } from '../../api/contracts/queries';
import { PageHeader } from '../../components/ui/page-header';
import { CompaniesList } from '../../features/companies/companies-list';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { companiesEn } from '../../lib/i18n/en/companies';

registerTexts(companiesEn);

/** /companies: the companies the user administers and what each still needs. */
export function CompaniesRoute() {
  const { t } = useI18n();
  // The cards name each company's contract from the catalogue: read beside the companies.
  useQuery(contractQueries.list());

  useDocumentTitle(t('companies.title'));

  return (
    <section className="companies">
      <PageHeader title={t('companies.title')} description={t('companies.intro')} />
      <CompaniesList />
    </section>
  );
}
