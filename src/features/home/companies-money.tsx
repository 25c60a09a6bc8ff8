import { useId } from 'react';
import { Link } from '../../lib/router/link';
import type { Company } from '../../api/companies/schemas';
import { Card } from '../../components/ui/card';
import { Skeleton, SkeletonLine } from '../../components/ui/skeleton';
import { partyHref, paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { TotalItem } from './total-item';
import { companyAttention } from './attention';
import { useCompanyMoney, type CompanyMoneyRead } from './use-company-money';
import { homeEn } from '../../lib/i18n/en/home';
import { homeCompaniesEn } from '../../lib/i18n/en/home-companies';

registerTexts(homeEn, homeCompaniesEn);

/** What one company can use now, per currency; or why that is not shown. */
function CompanyFigures({ read, name }: { read: CompanyMoneyRead; name: string }) {
  const { t } = useI18n();
  const { money } = read;
  if (read.failed) {
    return (
      <div className="home-company__failed" role="alert">
        <p>{t('homeCompanies.failed', { name })}</p>
        <button type="button" className="button button--secondary" onClick={read.retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  if (!money) {
    return (
      <Skeleton label={t('homeCompanies.loading', { name })}>
        <SkeletonLine size="display" width="half" />
      </Skeleton>
    );
  }
  return (
    <>
      {money.totals.length === 0 ? (
        <p className="home-company__none">{t('homeCompanies.none')}</p>
      ) : (
        <ul className="home-company__totals" aria-label={t('homeCompanies.available', { name })}>
          {money.totals.map((total) => (
            <TotalItem key={total.currency} total={total} size="large" />
          ))}
        </ul>
      )}
      {money.holdsCrypto ? <p className="home-totals__note">{t('homeCompanies.crypto')}</p> : null}
    </>
  );
}

/** One company: its name, its money, what it still needs (each a link to the step), the way in. */
function CompanyEntry({ company }: { company: Company }) {
  const { t } = useI18n();
  const headingId = useId();
  const read = useCompanyMoney(company);
  const name = company.name || t('home.attention.unnamedCompany');
  // The same needs, in the same words, as "Needs your attention" when acting for the company.
  const needs = companyAttention(company);
  return (
    <Card as="article" className="home-company" aria-labelledby={headingId}>
      <h3 id={headingId} className="home-company__name">
        {name}
      </h3>
      <CompanyFigures read={read} name={name} />
      {needs.length > 0 ? (
        <div className="home-company__needs">
          <p className="home-company__needs-title">{t('homeCompanies.needs')}</p>
          <ul>
            {needs.map((item) => (
              <li key={item.id}>
                <Link to={item.href}>{t(`home.attention.${item.kind}.link`, { name })}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="home-company__ready">{t('homeCompanies.ready')}</p>
      )}
      <p className="home-company__links">
        <Link className="button button--secondary" to={partyHref(paths.home, company.companyId)}>
          {t('homeCompanies.actFor', { name })}
        </Link>
        <Link to={`${paths.companies}#company-${company.companyId}`}>
          {t('homeCompanies.details', { name })}
        </Link>
      </p>
    </Card>
  );
}

/**
 * The companies an administrator runs, on their own home beside their own money: what each
 * can use now (per currency, from its accounts' balances), what it still needs, and the way to
 * act for it or to its page. Loaded as its own part, after the first screen's.
 */
// Assumption A-340 (docs/assumptions.md): each company apart, never added to the user's money.
export function CompaniesMoney({ companies }: { companies: readonly Company[] }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section className="home-companies" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-companies__title">
        {t('homeCompanies.title')}
      </h2>
      <ul className="home-companies__list">
        {companies.map((company) => (
          <li key={company.companyId}>
            <CompanyEntry company={company} />
          </li>
        ))}
      </ul>
    </section>
  );
}
