import { Button } from '../../components/ui/button';
import { CenteredMessage } from '../../components/ui/centered-message';
import { useAuth } from '../../lib/auth/auth-context';
import { useI18n } from '../../lib/i18n/i18n';
import { paths } from '../../config/routes';

export function SignedOutRoute() {
  const auth = useAuth();
  const { t } = useI18n();
  return (
    <CenteredMessage title={t('auth.signedOutTitle')}>
      <p>{t('auth.signedOutBody')}</p>
      <Button onClick={() => void auth.signIn(paths.profile)}>{t('auth.signIn')}</Button>
    </CenteredMessage>
  );
}
