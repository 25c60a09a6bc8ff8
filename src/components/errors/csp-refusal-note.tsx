import { useEffect, useSyncExternalStore } from 'react';
import { cspRefusals, onCspRefusal, type CspRefusal } from '../../lib/auth/csp-violations';
import { cspEn } from '../../lib/i18n/en/csp';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { loadAreaTexts } from '../../lib/i18n/locale-texts';

registerTexts(cspEn);

/** Where an operator reads how to produce headers that allow the provider and the API. */
const HOW_TO = {
  doc: 'docs/deployment.md',
  command: 'npx tsx scripts/security-headers.ts config.json --discover',
};

/** The addresses the page's policy refused, for the site's operators, and where the fix is. */
export function ForOperators({ refusals }: { refusals: readonly CspRefusal[] }) {
  const { t } = useI18n();
  // The texts are the areas' (the German ones load with the first area route, not here).
  useEffect(() => void loadAreaTexts(), []);
  return (
    <>
      <h2>{t('csp.forOperators')}</h2>
      <ul>
        {refusals.map(({ address, directive }) => (
          <li key={directive + address}>{t('csp.refusal', { address, directive })}</li>
        ))}
      </ul>
      <p>{t('csp.howToFix', HOW_TO)}</p>
    </>
  );
}

/**
 * A sign-in the page's Content-Security-Policy stopped: the fetch failed as a bare network
 * error, so the customer is told it is not theirs to fix, and the operators what was refused.
 */
export function RefusedByPolicy({ refusals }: { refusals: readonly CspRefusal[] }) {
  const { t } = useI18n();
  return (
    <>
      <p>{t('csp.callbackRefusedBody')}</p>
      <ForOperators refusals={refusals} />
    </>
  );
}

/**
 * Beside a request that failed as a bare network error once the page's policy has refused an
 * address it fetches (`connect-src`): the customer is told it is not theirs to fix, and the
 * operators what was refused (issue 36 §1). Nothing while no such refusal is recorded.
 */
export function CspRefusalNote() {
  const { t } = useI18n();
  const refused = useSyncExternalStore(onCspRefusal, cspRefusals).filter(
    (refusal) => refusal.directive === 'connect-src',
  );
  if (refused.length === 0) return null;
  return (
    <div className="csp-refusal">
      <p>{t('csp.requestRefusedBody')}</p>
      <ForOperators refusals={refused} />
    </div>
  );
}
