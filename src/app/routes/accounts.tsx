import { ComingSoon } from './coming-soon';

/** Placeholder until the accounts overview is built. */
export function AccountsRoute() {
  return <ComingSoon area="nav.accounts" />;
}
