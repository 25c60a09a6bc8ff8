import type { Router } from '../router';

/** GET /v1/transactions (filled in by the accounts and history work). */
export function transactionsRoutes(router: Router): void {
  void router;
}
