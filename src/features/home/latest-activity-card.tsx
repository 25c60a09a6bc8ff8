import { lazy, Suspense, useId, useRef } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { Card } from '../../components/ui/card';
import { useLoadedAfter } from '../../hooks/use-loaded-after';
import { partyHref, paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { Link } from '../../lib/router/link';
import { ActivitySkeleton } from './activity-skeleton';
import type { HomeReads } from './home-reads';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

// The rows draw once the accounts and their balances are on screen: their code (the
// transactions' rows, words and days) is asked for then, so a phone shows the money without
// waiting for it (issue 37 §2). Their data was asked for with the token and is there by then.
const loadRows = () => import('./latest-activity');
const LatestActivity = lazy(async () => ({ default: (await loadRows()).LatestActivity }));

/**
 * The home's latest activity: a card whose heading and link to the history are there from the
 * start, and whose rows (latest-activity.tsx) follow the accounts. The card stays the same
 * element throughout, so nothing moves under a reader's focus or a screen reader's cursor.
 */
export function LatestActivityCard({
  query,
  companyId,
  accounts,
  accountsPending,
}: {
  query: HomeReads['activity'];
  companyId: string | undefined;
  accounts: readonly CombinedAccount[] | undefined;
  accountsPending: boolean;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = useLoadedAfter(!accountsPending, loadRows);
  return (
    <Card as="section" className="home-activity" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('home.activity.title')}
      </h2>
      {loaded ? (
        <Suspense fallback={<ActivitySkeleton />}>
          <LatestActivity
            query={query}
            companyId={companyId}
            accounts={accounts}
            accountsPending={accountsPending}
            focusHeading={() => heading.current?.focus()}
          />
        </Suspense>
      ) : (
        <ActivitySkeleton />
      )}
      <p className="home__more">
        <Link to={partyHref(paths.history, companyId)}>{t('home.activity.all')}</Link>
      </p>
    </Card>
  );
}
