/**
 * Whether the bank's GET /v1/transactions takes `companyId` (configuration
 * `features.transactionsCompanyId`). The spec lists only `accountId`, `limit`, `sortOrder`,
 * `lastKey` and the status filter for it: a strict server refuses another name, a lenient one
 * ignores it and answers the person's own rows for a company. So by default a company's
 * transactions are read account by account, each by its `accountId` alone (issue 35 §4).
 */
// Assumption A-355 (docs/assumptions.md): `companyId` on GET /v1/transactions only when configured.
let takesCompanyId = false;

/** Set once at start from the configuration (and by tests). */
export function setTransactionsTakeCompanyId(value: boolean): void {
  takesCompanyId = value;
}

export function transactionsTakeCompanyId(): boolean {
  return takesCompanyId;
}
