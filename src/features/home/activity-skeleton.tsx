import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

/** The latest activity's rows while they load: three to come. */
export function ActivitySkeleton() {
  const { t } = useI18n();
  return (
    <Skeleton label={t('home.activity.loading')}>
      <SkeletonRows count={3} />
    </Skeleton>
  );
}
