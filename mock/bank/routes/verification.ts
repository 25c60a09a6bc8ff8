import type { Router } from '../router';

/** Endpoints of the verification resource (filled in by the onboarding and accounts work). */
export function verificationRoutes(router: Router): void {
  void router;
}
