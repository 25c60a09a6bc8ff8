import { ComingSoon } from './coming-soon';

/** Placeholder until this screen is built. */
export function OpenAccountRoute() {
  return <ComingSoon area="nav.accounts" />;
}
