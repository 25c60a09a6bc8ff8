import { Link } from '../../lib/router/link';
import { verificationErrors } from '../../api/verification/errors';
import type { KycTokenErrorMessage } from '../../api/verification/requests';
import { StatePanel, type HeadingRef } from '../../components/verifier/state-panel';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { verificationEn } from '../../lib/i18n/en/verification';

registerTexts(verificationEn);

export interface VerificationLinks {
  /** The contract step (the token needs an accepted, available contract). */
  contract: string;
  /** Where the client profile is created. */
  profile: string;
}

/** What each of the spec's token messages means for the person, and where to go. */
const TOKEN_PROBLEMS: Record<
  KycTokenErrorMessage,
  { title: MessageKey; body: MessageKey; to: keyof VerificationLinks; link: MessageKey }
> = {
  [verificationErrors.clientNotFound]: {
    title: 'verification.noClient.title',
    body: 'verification.noClient.body',
    to: 'profile',
    link: 'verification.noClient.link',
  },
  [verificationErrors.clientHasNoContract]: {
    title: 'verification.noContract.title',
    body: 'verification.noContract.body',
    to: 'contract',
    link: 'verification.contract.link',
  },
  [verificationErrors.clientContractNotAcceptable]: {
    title: 'verification.contractNotAcceptable.title',
    body: 'verification.contractNotAcceptable.body',
    to: 'contract',
    link: 'verification.contract.link',
  },
};

/** A token (or profile) answer from the spec's list: what it means and where to go first. */
export function TokenProblem({
  message,
  apiMessage,
  links,
  headingRef,
}: {
  message: KycTokenErrorMessage;
  apiMessage: string | null;
  links: VerificationLinks;
  headingRef: HeadingRef;
}) {
  const { t } = useI18n();
  const problem = TOKEN_PROBLEMS[message];
  return (
    <StatePanel tone="warning" title={t(problem.title)} headingRef={headingRef}>
      <p>{t(problem.body)}</p>
      {apiMessage ? <p>{t('error.withMessage', { message: apiMessage })}</p> : null}
      <Link className="button button--primary verification__action" to={links[problem.to]}>
        {t(problem.link)}
      </Link>
    </StatePanel>
  );
}
