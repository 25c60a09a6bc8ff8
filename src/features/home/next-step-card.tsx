import { useId, type ReactNode } from 'react';
import { Link } from '../../lib/router/link';
import { Card } from '../../components/ui/card';
import { SupportContact } from '../../components/ui/support-contact';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { homeSetupEn } from '../../lib/i18n/en/home-setup';

registerTexts(homeSetupEn);

/** The onboarding steps, in the words of the button that leads to each. */
export type SetupStep = 'profile' | 'contract' | 'verification' | 'account';

/** Where the identity check stands, when it is the step to do (GET /client's `kyc`). */
export type IdentityCheck = 'pending' | 'resubmission' | 'rejected' | 'other';

/**
 * For someone not done with onboarding: how far they are (the stepper, passed in), what comes
 * next and one button to it. An identity check the bank is reviewing, wants again or refused
 * says so, and the button then leads to where that is explained.
 */
export function NextStepCard({
  step,
  stepName,
  done,
  total,
  href,
  identity,
  stepper,
}: {
  step: SetupStep;
  /** The step's name as the stepper shows it. */
  stepName: string;
  done: number;
  total: number;
  href: string;
  identity: IdentityCheck;
  stepper: ReactNode;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const checking = step === 'verification' && identity !== 'other';
  let note: string | null = null;
  let action = t(`home.progress.action.${step}`);
  if (checking && identity === 'pending') {
    note = t('home.progress.identityPending');
    action = t('home.progress.identityPendingAction');
  } else if (checking && identity === 'resubmission') {
    note = t('home.progress.identityResubmission');
  } else if (checking && identity === 'rejected') {
    note = t('home.progress.identityRejected');
    action = t('home.progress.identityRejectedAction');
  }
  return (
    <Card as="section" className="home-progress" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.progress.title')}</h2>
      {stepper}
      <p>{t('home.progress.body', { done, total, step: stepName })}</p>
      {note ? <p className="home-progress__note">{note}</p> : null}
      <Link className="button button--primary home-progress__next" to={href}>
        {action}
      </Link>
      {checking && identity === 'rejected' ? <SupportContact variant="block" /> : null}
    </Card>
  );
}
