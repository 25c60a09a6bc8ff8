import { http } from '../http';
import { statementAnswerSchema, type StatementRequest } from './schemas';

/** Which statement to ask for: the account (and its company, for a company's account) and the period. */
export type StatementAsk = StatementRequest & { accountId: string; companyId?: string | undefined };

/**
 * POST /v1/accounts/{accountId}/statements: asks the bank for its statement of a period. A
 * company's account carries its company in `?companyId=`, as every read of it does. The body
 * is built field by field from the request's three fields, so nothing else a caller
 * holds can ride along with it.
 */
export function requestStatement(
  { accountId, companyId, fromDate, toDate, timezone }: StatementAsk,
  signal?: AbortSignal,
) {
  const body: StatementRequest = { fromDate, toDate, timezone };
  return http().request({
    method: 'POST',
    path: `/v1/accounts/${encodeURIComponent(accountId)}/statements`,
    query: { companyId },
    body,
    schema: statementAnswerSchema,
    signal,
  });
}
