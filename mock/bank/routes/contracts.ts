import type { Router } from '../router';

/** Endpoints of the contracts resource (filled in by the onboarding and accounts work). */
export function contractsRoutes(router: Router): void {
  void router;
}
