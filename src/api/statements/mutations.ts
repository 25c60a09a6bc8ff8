import { useMutation } from '@tanstack/react-query';
import { requestStatement, type StatementAsk } from './requests';

/**
 * The bank's own statement of a period, asked for only when the customer presses for it: a
 * POST that may start a document on the bank's side, so it is never sent by itself (not on
 * view, not on a change of period) and never retried; nothing in the cache depends on it.
 */
// Assumption A-316 (docs/assumptions.md): never retried; asked for on the customer's press only.
export function useRequestStatementMutation() {
  return useMutation({
    mutationFn: (ask: StatementAsk) => requestStatement(ask),
    retry: false,
  });
}
