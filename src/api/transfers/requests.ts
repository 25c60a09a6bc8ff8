import { http } from '../http';
import {
  transferResultSchema,
  type ExternalTransferBody,
  type InternalTransferBody,
  type TransferResult,
} from './schemas';

/**
 * POST /v2/transfer/internal: to one of the customer's own accounts, another customer's
 * account or a saved recipient. Sent once: the http client retries only after a 401 (the
 * bank did not process it) and gives up after WRITE_TIMEOUT_MS, an outcome to look for.
 */
export function sendInternalTransfer(body: InternalTransferBody): Promise<TransferResult> {
  return http().request({
    method: 'POST',
    path: '/v2/transfer/internal',
    body,
    schema: transferResultSchema,
  });
}

/** POST /v2/transfer: a SEPA payment to a bank account. Sent once, like the internal one. */
export function sendExternalTransfer(body: ExternalTransferBody): Promise<TransferResult> {
  return http().request({
    method: 'POST',
    path: '/v2/transfer',
    body,
    schema: transferResultSchema,
  });
}

/** A transfer as sent: to an account of the bank (internal) or a SEPA payment (external). */
export type TransferRequest =
  | { type: 'internal'; body: InternalTransferBody }
  | { type: 'external'; body: ExternalTransferBody };

/** Sends a transfer to the endpoint of its type (sendInternalTransfer or sendExternalTransfer). */
export function sendTransfer(request: TransferRequest): Promise<TransferResult> {
  return request.type === 'internal'
    ? sendInternalTransfer(request.body)
    : sendExternalTransfer(request.body);
}
