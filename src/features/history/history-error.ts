import { describeError, hasMessage } from '../../api/errors';
import { transactionErrors } from '../../api/transactions/errors';
import type { DescribedError } from '../../components/errors/error-message';
import { historyEn } from '../../lib/i18n/en/history';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(historyEn);

/**
 * A failed history read in plain words: the spec's two messages of GET /v1/transactions
 * get their own explanation (the raw text, "Proses failed", is not shown); anything else
 * is explained as every screen does.
 */
export function describeHistoryError(error: unknown): DescribedError {
  if (hasMessage(error, transactionErrors.invalidPayload)) {
    return { key: 'history.list.invalidPayload', apiMessage: null };
  }
  if (hasMessage(error, transactionErrors.processFailed)) {
    return { key: 'history.list.processFailed', apiMessage: null };
  }
  return describeError(error);
}
