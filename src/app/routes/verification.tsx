import { useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { paths } from '../../config/routes';
import { IdentityVerification } from '../../features/verification/identity-verification';
import { useI18n } from '../../lib/i18n/i18n';

const links = { contract: paths.onboardingContract, profile: paths.onboarding };

/** Onboarding: verify your identity (KYC). */
export function VerificationRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <section className="verification">
      <PageHeading>{t('verification.title')}</PageHeading>
      <p className="verification__intro">{t('verification.intro')}</p>
      <IdentityVerification onVerified={() => void navigate(paths.onboarding)} links={links} />
    </section>
  );
}
