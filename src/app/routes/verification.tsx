import { ComingSoon } from './coming-soon';

/** Placeholder until this screen is built. */
export function VerificationRoute() {
  return <ComingSoon area="nav.profile" />;
}
