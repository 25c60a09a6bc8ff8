import { Link } from 'react-router';
import type { CapabilityReason } from '../../api/client/capabilities';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/routes';
import { useI18n, registerTexts } from '../../lib/i18n/i18n';
import { onboardingEn } from '../../lib/i18n/en/onboarding';

registerTexts(onboardingEn);

/** Where the customer can act on each reason. */
const NEXT_STEP: Record<CapabilityReason, string> = {
  noProfile: paths.onboarding,
  blocked: paths.profile,
  suspended: paths.profile,
  noContract: paths.onboardingContract,
  identityNotDone: paths.onboardingVerification,
  identityPending: paths.onboardingVerification,
  identityResubmission: paths.onboardingVerification,
  identityRejected: paths.profile,
};

const BLOCKING: readonly CapabilityReason[] = ['blocked', 'suspended', 'identityRejected'];

/**
 * Why an action is not offered, in plain words, with a link to where the customer can do
 * something about it (shown instead of the form or button).
 */
export function NotAllowedNotice({ reason }: { reason: CapabilityReason }) {
  const { t } = useI18n();
  return (
    <Card className={BLOCKING.includes(reason) ? 'notice notice--danger' : undefined}>
      <h2>{t(`onboarding.standing.${reason}.title`)}</h2>
      <p>{t(`onboarding.standing.${reason}.body`)}</p>
      <Link to={NEXT_STEP[reason]}>{t(`onboarding.standing.${reason}.link`)}</Link>
    </Card>
  );
}

/** The reason in one sentence, for a place that cannot hold a notice (beside an action). */
export function NotAllowedNote({ reason }: { reason: CapabilityReason }) {
  const { t } = useI18n();
  return (
    <p className="account-actions__note">
      {t(`onboarding.standing.${reason}.body`)}{' '}
      <Link to={NEXT_STEP[reason]}>{t(`onboarding.standing.${reason}.link`)}</Link>
    </p>
  );
}
