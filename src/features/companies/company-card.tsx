import { lazy, Suspense, useId } from 'react';
import { Link } from '../../lib/router/link';
import { companyNeeds } from '../../domain/companies/needs';
import type { Company } from '../../api/companies/schemas';
import { useContractTitle } from '../../api/contracts/use-contract-title';
import { Card } from '../../components/ui/card';
import { Skeleton, SkeletonLine } from '../../components/ui/skeleton';
import { StatusPill, pillToneOf } from '../../components/ui/status-pill';
import { accountsHref } from '../../config/routes';
import { formatAddressLines } from '../../lib/i18n/format-address';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useFormattedPhone } from '../../lib/i18n/use-formatted-phone';
import { CompanyNeedsNotice } from './company-needs-notice';
import {
  admStatus,
  companyTypeWords,
  kybStatus,
  onboardingFeeWords,
  positionWordsOf,
} from './company-words';
import { companiesEn } from '../../lib/i18n/en/companies';
import { companyPageEn } from '../../lib/i18n/en/company-page';

registerTexts(companiesEn, companyPageEn);

// A company's accounts (their reads, the money figures and the list rows) load as a part of
// their own after the cards, so the companies screen itself stays within its budget.
const CompanyAccounts = lazy(async () => ({
  default: (await import('./company-accounts')).CompanyAccounts,
}));

const KYB_DONE = 'kyb:confirmed';
const ADM_DONE = 'adm:active';

function Lines({ lines, missing }: { lines: string[]; missing: string }) {
  if (lines.length === 0) return <>{missing}</>;
  return lines.map((line) => (
    <span key={line} className="details__line">
      {line}
    </span>
  ));
}

/** The company's contract by its name in the catalogue, or what is known instead. */
function ContractName({ contractId }: { contractId: string }) {
  const { t } = useI18n();
  const name = useContractTitle(contractId);
  if (name.status === 'found') return <>{name.title}</>;
  // Assumption A-230 (docs/assumptions.md): an id the client catalogue lacks is the company's own.
  if (name.status === 'missing') return <>{t('companies.contractOwn', { id: contractId })}</>;
  if (name.status === 'unnamed') return <>{t('companies.contractUnnamed')}</>;
  if (name.status === 'error') return <>{t('companies.contractFailed')}</>;
  return <>{t('app.loading')}</>;
}

/** Everything the bank holds about the company, as label and value, every value as text. */
function CompanyDetails({ company }: { company: Company }) {
  const { t, locale } = useI18n();
  const phone = useFormattedPhone(company.phone || undefined);
  const missing = t('companies.notProvided');
  const [kybText, kybTone] = kybStatus(company.kyb, t);
  const [admText, admTone] = admStatus(company.adm, t);
  return (
    <dl className="details">
      <dt>{t('companies.kyb')}</dt>
      <dd>
        <StatusPill tone={pillToneOf(kybTone)}>{kybText}</StatusPill>
      </dd>
      <dt>{t('companies.adm')}</dt>
      <dd>
        <StatusPill tone={pillToneOf(admTone)}>{admText}</StatusPill>
      </dd>
      <dt>{t('companies.type')}</dt>
      <dd>{company.companyType?.trim() ? companyTypeWords(company.companyType, t) : missing}</dd>
      <dt>{t('companies.registrationNumber')}</dt>
      <dd>{company.registrationNumber || missing}</dd>
      <dt>{t('companies.position')}</dt>
      <dd>{company.position?.trim() ? positionWordsOf(company.position, t) : missing}</dd>
      <dt>{t('companies.contactName')}</dt>
      <dd>{company.contactName || missing}</dd>
      <dt>{t('companies.email')}</dt>
      <dd>
        {company.email ? (
          <>
            <span className="company-card__email">{company.email}</span>{' '}
            {company.emailVerified === false ? (
              <StatusPill tone="pending">{t('companies.emailNotVerified')}</StatusPill>
            ) : company.emailVerified ? (
              <StatusPill tone="positive">{t('companies.emailVerified')}</StatusPill>
            ) : null}
          </>
        ) : (
          missing
        )}
      </dd>
      <dt>{t('companies.phone')}</dt>
      <dd>{phone || missing}</dd>
      <dt>{t('companies.address')}</dt>
      <dd>
        <Lines
          lines={company.address ? formatAddressLines(company.address, locale) : []}
          missing={missing}
        />
      </dd>
      <dt>{t('companies.tradingAddress')}</dt>
      <dd>
        <Lines
          lines={company.tradingAddress ? formatAddressLines(company.tradingAddress, locale) : []}
          missing={missing}
        />
      </dd>
      <dt>{t('companies.contract')}</dt>
      <dd>
        {company.contractId ? (
          <ContractName contractId={company.contractId} />
        ) : (
          t('companies.noContract')
        )}
      </dd>
      <dt>{t('companies.onboardingFee')}</dt>
      <dd>{onboardingFeeWords(company.onboardingFee, t)}</dd>
    </dl>
  );
}

/**
 * One company the user administers, as its page: its name, a status only while it is not final
 * (in the bank's own words when the app has none), what it still needs (each a link to the
 * step), its accounts, and its details folded. Every value from the bank is rendered as text.
 */
export function CompanyCard({ company }: { company: Company }) {
  const { t } = useI18n();
  const titleId = useId();
  const name = company.name || t('companies.untitled');
  const [kybText, kybTone] = kybStatus(company.kyb, t);
  const [admText, admTone] = admStatus(company.adm, t);
  // A missing adm says nothing (the rest decides, as the capability rule does).
  const admOpen = Boolean(company.adm) && company.adm !== ADM_DONE;

  return (
    <Card
      as="article"
      className="company-card"
      aria-labelledby={titleId}
      id={`company-${company.companyId}`}
    >
      <header className="company-card__head">
        <h2 className="company-card__title" id={titleId}>
          {name}
        </h2>
        {company.kyb !== KYB_DONE || admOpen ? (
          <p className="company-card__statuses">
            {admOpen ? <StatusPill tone={pillToneOf(admTone)}>{admText}</StatusPill> : null}
            {company.kyb !== KYB_DONE ? (
              <StatusPill tone={pillToneOf(kybTone)}>{kybText}</StatusPill>
            ) : null}
          </p>
        ) : null}
      </header>
      <CompanyNeedsNotice companyId={company.companyId} name={name} needs={companyNeeds(company)} />
      <Suspense
        fallback={
          <Skeleton label={t('companyPage.accounts.loading', { name })}>
            <SkeletonLine width="half" />
            <SkeletonLine width="half" />
          </Skeleton>
        }
      >
        <CompanyAccounts companyId={company.companyId} name={name} />
      </Suspense>
      <p className="company-card__actions">
        <Link to={accountsHref(company.companyId)}>
          {t('companies.seeAccounts')}
          <span className="visually-hidden"> {t('companies.seeAccountsOf', { name })}</span>
        </Link>
      </p>
      <details className="company-card__details">
        <summary>
          {t('companyPage.details')}
          <span className="visually-hidden"> {t('companyPage.detailsOf', { name })}</span>
        </summary>
        <CompanyDetails company={company} />
      </details>
    </Card>
  );
}
