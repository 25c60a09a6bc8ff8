import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router/link';
import { clientQueries } from '../../api/client/queries';
import { contractQueries } from '../../api/contracts/queries';
import { describeError } from '../../api/errors';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useConfig } from '../../config/config-context';
import { paths } from '../../config/routes';
import { ProfileDetails } from '../../features/profile/profile-details';
import { LanguagePreference } from '../../features/profile/language-preference';
import { SchemePreference } from '../../features/profile/scheme-preference';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { profileEn } from '../../lib/i18n/en/profile';

registerTexts(profileEn);

export function ProfileRoute() {
  const { t } = useI18n();
  const config = useConfig();
  const profile = useQuery(clientQueries.profile());
  // The contract's name comes from the catalogue: read beside the profile, not after it.
  useQuery(contractQueries.list());

  return (
    <section>
      <PageHeader title={t('profile.title')} />
      <QueryState
        query={profile}
        describeError={describeError}
        empty={
          <Card>
            <h2>{t('profile.noClientTitle')}</h2>
            <p>{t('profile.noClientBody')}</p>
            <Link to={paths.onboarding}>{t('profile.startOnboarding')}</Link>
          </Card>
        }
      >
        {(client) => (
          <ProfileDetails profile={client} canChangePhone={config.features.phoneUpdate} />
        )}
      </QueryState>
      <Card as="section" aria-labelledby="preferences-title">
        <h2 id="preferences-title">{t('profile.preferences')}</h2>
        <LanguagePreference />
        <SchemePreference />
      </Card>
    </section>
  );
}
