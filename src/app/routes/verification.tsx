import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/routes';
import { IdentityVerification } from '../../features/verification/identity-verification';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { verificationEn } from '../../lib/i18n/en/verification';

registerTexts(verificationEn);

const links = { contract: paths.onboardingContract, profile: paths.onboarding };

/** Onboarding: verify your identity (KYC). */
export function VerificationRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <section className="verification">
      <PageHeader title={t('verification.title')} description={t('verification.intro')} />
      <IdentityVerification onVerified={() => void navigate(paths.onboarding)} links={links} />
    </section>
  );
}
