import { INVALID_PAYLOAD } from '../shared/errors';

/** The spec's messages of GET /v1/transactions. */
export const transactionErrors = {
  invalidPayload: INVALID_PAYLOAD,
  // The spec's spelling.
  processFailed: 'Proses failed',
} as const;
