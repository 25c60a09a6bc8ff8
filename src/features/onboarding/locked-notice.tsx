import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { SupportContact } from '../../components/ui/support-contact';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { standingEn } from '../../lib/i18n/en/standing';

registerTexts(standingEn);

/** What a blocked or suspended client sees instead of steps that would fail. */
export function LockedNotice({
  adm,
  profileHref,
}: {
  adm: 'adm:blocked' | 'adm:suspended';
  profileHref: string;
}) {
  const { t } = useI18n();
  const reason = adm === 'adm:blocked' ? 'blocked' : 'suspended';
  return (
    <Card className="notice notice--danger">
      <h2>{t(`standing.${reason}.title`)}</h2>
      <p>{t(`standing.${reason}.body`)}</p>
      <SupportContact variant="block" />
      <Link to={profileHref}>{t(`standing.${reason}.link`)}</Link>
    </Card>
  );
}
