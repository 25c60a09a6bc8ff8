import { ComingSoon } from './coming-soon';

/** Placeholder until this screen is built. */
export function AccountRoute() {
  return <ComingSoon area="nav.accounts" />;
}
