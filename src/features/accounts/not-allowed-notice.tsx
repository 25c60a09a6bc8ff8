import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router/link';
import type { CapabilityReason } from '../../domain/client/capabilities';
import { clientQueries } from '../../api/client/queries';
import { Card } from '../../components/ui/card';
import { SupportContact } from '../../components/ui/support-contact';
import { companyStepHref, paths } from '../../config/routes';
import { useI18n, registerTexts, type Translate } from '../../lib/i18n/i18n';
import { readableValue } from '../../utils/readable-value';
import { asSentence, companyNameOf } from './company-name';
import { standingEn } from '../../lib/i18n/en/standing';

registerTexts(standingEn);

/** The company a reason is about: its id for the links, its name for the words. */
export interface ReasonCompany {
  companyId: string;
  name?: string | undefined;
}

/** Where the customer can act on each reason (a company's own step page for its reasons). */
function nextStepOf(reason: CapabilityReason, company: ReasonCompany | null | undefined): string {
  switch (reason) {
    case 'noProfile':
      return paths.onboarding;
    case 'noContract':
      return paths.onboardingContract;
    case 'identityNotDone':
    case 'identityPending':
    case 'identityResubmission':
    case 'identityOther':
      return paths.onboardingVerification;
    case 'blocked':
    case 'suspended':
    case 'admOther':
    case 'identityRejected':
      return paths.profile;
    case 'companyVerificationNotDone':
    case 'companyVerificationPending':
    case 'companyVerificationRejected':
      return company ? companyStepHref('companyVerification', company.companyId) : paths.companies;
    case 'companyNoContract':
      return company ? companyStepHref('companyContract', company.companyId) : paths.companies;
    case 'companyNotFound':
    case 'companyBlocked':
      return paths.companies;
  }
}

const BLOCKING: readonly CapabilityReason[] = [
  'blocked',
  'suspended',
  'admOther',
  'identityRejected',
  'identityOther',
  'companyNotFound',
  'companyBlocked',
  'companyVerificationRejected',
];

/** The reason's title, body and link text, naming the company when it is about one. */
function wordsOf(
  reason: CapabilityReason,
  company: ReasonCompany | null | undefined,
  t: Translate,
  locale: string,
) {
  const name = companyNameOf(company, t);
  return {
    title: asSentence(t(`standing.${reason}.title`, { name }), locale),
    body: asSentence(t(`standing.${reason}.body`, { name }), locale),
    link: t(`standing.${reason}.link`),
  };
}

/**
 * What the bank reports when it is a status the app has no words for (Assumption A-295): the
 * profile's adm or kyc made readable, so the customer can name it to support. Nothing while the
 * profile is not there.
 */
function Reported({ reason }: { reason: 'admOther' | 'identityOther' }) {
  const { t } = useI18n();
  const profile = useQuery(clientQueries.profile()).data;
  if (!profile) return null;
  const status = readableValue(reason === 'admOther' ? profile.adm : profile.kyc);
  return <p>{t(`standing.${reason}.reported`, { status })}</p>;
}

interface NotAllowedProps {
  reason: CapabilityReason;
  /** The company acted for (its reasons name it and link to its step pages). */
  company?: ReasonCompany | null | undefined;
}

/**
 * Why an action is not offered, in plain words, with a link to where the customer can do
 * something about it (shown instead of the form or button).
 */
export function NotAllowedNotice({ reason, company }: NotAllowedProps) {
  const { t, locale } = useI18n();
  const words = wordsOf(reason, company, t, locale);
  const blocking = BLOCKING.includes(reason);
  return (
    <Card className={blocking ? 'notice notice--danger' : undefined}>
      <h2>{words.title}</h2>
      {reason === 'admOther' || reason === 'identityOther' ? <Reported reason={reason} /> : null}
      <p>{words.body}</p>
      {blocking ? <SupportContact variant="block" /> : null}
      <Link to={nextStepOf(reason, company)}>{words.link}</Link>
    </Card>
  );
}

/** The reason in one sentence, for a place that cannot hold a notice (beside an action). */
export function NotAllowedNote({ reason, company }: NotAllowedProps) {
  const { t, locale } = useI18n();
  const words = wordsOf(reason, company, t, locale);
  return (
    <p className="account-actions__note">
      {words.body} <Link to={nextStepOf(reason, company)}>{words.link}</Link>
    </p>
  );
}
