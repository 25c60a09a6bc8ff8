import { useQuery } from '@tanstack/react-query';
import { clientQueries } from '../../api/client/queries';
import { ApiError, describeError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Loading } from '../../components/ui/loading';
import { PageHeading } from '../../components/ui/page-heading';
import { ProfileDetails } from '../../features/profile/profile-details';
import { useI18n } from '../../lib/i18n/i18n';

export function ProfileRoute() {
  const { t } = useI18n();
  const profile = useQuery(clientQueries.profile());

  return (
    <section>
      <PageHeading>{t('profile.title')}</PageHeading>
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        profile.error instanceof ApiError && profile.error.status === 404 ? (
          <div className="card">
            <h2>{t('profile.noClientTitle')}</h2>
            <p>{t('profile.noClientBody')}</p>
          </div>
        ) : (
          <ErrorMessage
            error={describeError(profile.error)}
            onRetry={() => void profile.refetch()}
          />
        )
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </section>
  );
}
