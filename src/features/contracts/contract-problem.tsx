import { Link } from '../../lib/router/link';
import { clientErrors } from '../../api/client/errors';
import { contractErrors } from '../../api/contracts/errors';
import { apiMessageOf } from '../../api/errors';
import { ProblemPanel } from '../../components/contracts/problem-panel';
import { paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(contractsEn);

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
