import { ComingSoon } from './coming-soon';

/** Placeholder until this screen is built. */
export function ContractsRoute() {
  return <ComingSoon area="nav.profile" />;
}
