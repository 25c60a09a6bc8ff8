import { BankError, mockMessages } from './bank-error';
import { messages } from './spec/messages';

/**
 * The largest request body the mock accepts, in bytes (UTF-8).
 * Assumption A-79 (docs/assumptions.md): 64 KiB, far above any body the spec describes.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
function isJson(contentType: string | null): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');
}

/**
 * The JSON value of a request body (undefined when there is none), or the refusal:
 * 413 past MAX_BODY_BYTES, 415 when it is not declared as JSON, 400 when it does not parse.
 */
export function parseJsonBody(body: string | null, contentType: string | null): unknown {
  if (body === null || body === '') return undefined;
  if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) {
    throw new BankError(413, mockMessages.payloadTooLarge);
  }
  if (!isJson(contentType)) throw new BankError(415, mockMessages.unsupportedMediaType);
  try {
    return JSON.parse(body);
  } catch {
    throw new BankError(400, messages.invalidPayload);
  }
}
