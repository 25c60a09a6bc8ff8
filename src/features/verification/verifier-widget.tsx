import type { VerifierWidgetProps } from '../../components/verifier/verifier-widget-props';
import { useConfig } from '../../config/config-context';
import { MockVerifierWidget } from './mock-verifier-widget';
import { SumsubWidget } from './sumsub-widget';

/**
 * The verifier's widget this environment uses: Sumsub's, or the test verifier's stand-in
 * (configuration `verifier`). The client's check uses it, and the company's check gets it
 * from its route screen.
 */
export function VerifierWidget(props: VerifierWidgetProps) {
  const { verifier } = useConfig();
  return verifier === 'sumsub' ? <SumsubWidget {...props} /> : <MockVerifierWidget {...props} />;
}
