import { Link } from '../../lib/router/link';
import type { CompanyNeed } from '../../domain/companies/needs';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { needHref, needWords } from './company-steps';
import { companiesEn } from '../../lib/i18n/en/companies';

registerTexts(companiesEn);

/** A company's needs, and the name that the words about them use. */
interface CompanyNeedsProps {
  companyId: string;
  name: string;
  needs: readonly CompanyNeed[];
}

/** Each need as a link to its step page; the company's name is in the link's name for screen readers. */
export function CompanyNeedLinks({ companyId, name, needs }: CompanyNeedsProps) {
  const { t } = useI18n();
  return (
    <ul className="company-needs">
      {needs.map((need) => {
        const [link, hint] = needWords[need];
        return (
          <li key={need}>
            {/* Its name adds the company's for screen readers; seen, the link ends at its last
                word, right before the hint's colon (a hidden span left a space there). */}
            <Link
              to={needHref(need, companyId)}
              aria-label={`${t(link)} ${t('companies.needs.of', { name })}`}
            >
              {t(link)}
            </Link>
            {t(hint)}
          </li>
        );
      })}
    </ul>
  );
}

/** What a company still needs before it can bank, each a link to its step; or that nothing is missing. */
export function CompanyNeedsNotice({ companyId, name, needs }: CompanyNeedsProps) {
  const { t } = useI18n();
  if (needs.length === 0) return <p className="company-card__ready">{t('companies.ready')}</p>;
  return (
    <div className="company-card__needs">
      <p className="company-card__needs-title">{t('companies.needs.title', { name })}</p>
      <CompanyNeedLinks companyId={companyId} name={name} needs={needs} />
    </div>
  );
}
