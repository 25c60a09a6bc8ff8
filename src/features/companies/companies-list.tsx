import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { describeError } from '../../api/errors';
import { companyQueries } from '../../api/companies/queries';
import { Card } from '../../components/ui/card';
import { QueryState } from '../../components/ui/query-state';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { CompanyCard } from './company-card';
import { companiesEn } from '../../lib/i18n/en/companies';

registerTexts(companiesEn);

/**
 * The companies the user administers (GET /v2/companies), with loading, error and empty. An
 * address ending in `#company-<id>` (a company's link from home) brings that company's card
 * into view once the list is there.
 */
export function CompaniesList() {
  const { t } = useI18n();
  const companies = useQuery(companyQueries.list());
  const { hash } = useLocation();
  const listed = companies.data !== undefined;
  useEffect(() => {
    if (!listed || !hash.startsWith('#company-')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [listed, hash]);

  return (
    <QueryState
      query={companies}
      describeError={describeError}
      loadingLabel={t('companies.loading')}
      errorTitle={t('companies.loadFailed')}
      isEmpty={(data) => data.companies.length === 0}
      empty={
        <Card>
          <h2>{t('companies.emptyTitle')}</h2>
          <p>{t('companies.emptyBody')}</p>
        </Card>
      }
    >
      {(data) => (
        <ul className="companies__list" aria-label={t('companies.listLabel')}>
          {data.companies.map((company) => (
            <li key={company.companyId} className="companies__item">
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
