import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../lib/i18n/i18n';

/** What a blocked or suspended client sees instead of steps that would fail. */
export function LockedNotice({
  adm,
  profileHref,
}: {
  adm: 'adm:blocked' | 'adm:suspended';
  profileHref: string;
}) {
  const { t } = useI18n();
  const blocked = adm === 'adm:blocked';
  return (
    <Card className="notice notice--danger">
      <h2>{t(blocked ? 'onboarding.locked.blockedTitle' : 'onboarding.locked.suspendedTitle')}</h2>
      <p>{t(blocked ? 'onboarding.locked.blockedBody' : 'onboarding.locked.suspendedBody')}</p>
      <Link to={profileHref}>{t('onboarding.locked.profileLink')}</Link>
    </Card>
  );
}
