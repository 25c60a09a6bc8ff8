import { http } from '../http';
import { statementAnswerSchema, type StatementRequest } from './schemas';

/**
 * POST /v1/accounts/{accountId}/statements: asks the bank for its statement of a period. A
 * company's account carries its company in `?companyId=`, as every read of it does.
 */
export function requestStatement(
  { accountId, companyId, ...body }: StatementRequest & { accountId: string; companyId?: string },
  signal?: AbortSignal,
) {
  return http().request({
    method: 'POST',
    path: `/v1/accounts/${encodeURIComponent(accountId)}/statements`,
    query: { companyId },
    body,
    schema: statementAnswerSchema,
    signal,
  });
}
