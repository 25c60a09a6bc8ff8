import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { clientErrors } from '../../api/client/errors';
import { contractErrors } from '../../api/contracts/errors';
import { apiMessageOf } from '../../api/errors';
import { paths } from '../../config/routes';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * The contract errors of the spec that have their own explanation. The API's
 * texts are compared, never shown as they are.
 */
export type ContractProblem = 'alreadyAccepted' | 'noClient' | 'notAcceptable';

const problemByMessage: Record<string, ContractProblem> = {
  [contractErrors.clientAlreadyInitiated]: 'alreadyAccepted',
  [contractErrors.clientInitiationFailed]: 'noClient',
  [clientErrors.notFound]: 'noClient',
  [clientErrors.contractNotAcceptable]: 'notAcceptable',
};

export function contractProblemOf(error: unknown): ContractProblem | null {
  const message = apiMessageOf(error);
  return message ? (problemByMessage[message] ?? null) : null;
}

/**
 * A panel that explains a problem. After an action (`takeFocus`) it takes focus
 * when it appears, so keyboard and screen-reader users land on the explanation.
 */
export function ProblemPanel({
  title,
  takeFocus = false,
  children,
}: {
  title: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <div className="contract-problem" role="alert" tabIndex={-1} ref={panel}>
      <h2 className="contract-problem__title">{title}</h2>
      {children}
    </div>
  );
}

/**
 * "You have already accepted a contract" (with a link to the profile) or
 * "Create your client profile first" (with a link to onboarding).
 */
export function ClientStateProblem({
  problem,
  takeFocus = false,
}: {
  problem: 'alreadyAccepted' | 'noClient';
  takeFocus?: boolean;
}) {
  const { t } = useI18n();
  return problem === 'alreadyAccepted' ? (
    <ProblemPanel title={t('contracts.alreadyAcceptedTitle')} takeFocus={takeFocus}>
      <p>{t('contracts.alreadyAcceptedBody')}</p>
      <p>
        <Link to={paths.profile}>{t('contracts.alreadyAcceptedLink')}</Link>
      </p>
    </ProblemPanel>
  ) : (
    <ProblemPanel title={t('contracts.noClientTitle')} takeFocus={takeFocus}>
      <p>{t('contracts.noClientBody')}</p>
      <p>
        <Link to={paths.onboarding}>{t('contracts.noClientLink')}</Link>
      </p>
    </ProblemPanel>
  );
}
