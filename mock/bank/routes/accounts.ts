import type { Router } from '../router';

/** Endpoints of the accounts resource (filled in by the onboarding and accounts work). */
export function accountsRoutes(router: Router): void {
  void router;
}
