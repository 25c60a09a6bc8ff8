import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../lib/router/link';
import { clientQueries } from '../api/client/queries';
import { companyQueries } from '../api/companies/queries';
import { describeError } from '../api/errors';
import { ErrorMessage } from '../components/errors/error-message';
import { Loading } from '../components/ui/loading';
import { PageHeader } from '../components/ui/page-header';
import { areasOf } from '../domain/client/capabilities';
import { NotAllowedNotice } from '../features/accounts/not-allowed-notice';
import { registerTexts, useI18n } from '../lib/i18n/i18n';
import { partyEn } from '../lib/i18n/en/party';
import { partySwitchHref } from './party-target';
import { routeTitleKey } from './route-titles';
import { isCompanyStepPath } from '../hooks/use-party';

registerTexts(partyEn);

/**
 * A screen that acts for the company of its address (`companyId`), opened only once the
 * user's standing and companies are read and that company is one of theirs: a screen for any
 * other company, or for a user whose standing closes acting for companies (a blocked
 * administrator), is never mounted, so no request carries that company's id. A profile or a
 * list that cannot be read keeps the gate closed, with a way to try again.
 */
// Assumption A-359 (docs/assumptions.md): which companies an address may act for.
export function PartyGate({ companyId, children }: { companyId: string; children: ReactNode }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const profile = useQuery(clientQueries.profile());
  const companies = useQuery(companyQueries.list());
  const title = t(routeTitleKey(pathname));

  if (profile.isError || companies.isError) {
    const failed = profile.isError ? profile : companies;
    return (
      <section>
        <PageHeader title={title} />
        <ErrorMessage
          title={t('party.gate.unread')}
          error={describeError(failed.error)}
          onRetry={() => void failed.refetch()}
        />
      </section>
    );
  }
  if (profile.isPending || companies.isPending) return <Loading label={t('party.gate.checking')} />;
  const access = areasOf(profile.data).companies;
  if (!access.allowed) {
    return (
      <section>
        <PageHeader title={title} />
        <NotAllowedNotice reason={access.reason} />
      </section>
    );
  }
  if (companies.data.companies.some((company) => company.companyId === companyId)) return children;
  // A company's step page says it in its own words, with the way back to the companies; it
  // shows its step only for a company it finds among the user's (company-step-frame.tsx).
  if (isCompanyStepPath(pathname)) return children;
  return (
    <section>
      <PageHeader title={t('party.gate.notYours')} />
      <p>{t('party.unknownCompany')}</p>
      <p>
        <Link to={partySwitchHref(pathname, undefined)}>{t('party.switchToMe')}</Link>
      </p>
    </section>
  );
}
