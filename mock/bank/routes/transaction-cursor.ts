import type { TransactionsLastKey } from '../../../src/api/transactions/schemas';
import { BankError } from '../bank-error';
import type { Reading } from '../readings';
import { validate } from '../router';
import { messages } from '../spec/messages';
import { lastKeyObject } from '../spec/query-bodies';

// The `lastKey` cursor of GET /v1/transactions, in each reading (assumption A-255):
// - first: the answer's `lastKey` is the spec's object `{accountId, id}`, sent back as its
//   JSON text;
// - alternate: the answer's `lastKey` is an opaque string (base64url of that JSON), to be
//   sent back exactly as received; any other text is 400 `Invalid payload`.

/** The cursor as the answer carries it. */
export function cursorOut(
  { accountId, id }: TransactionsLastKey,
  reading: Reading,
): TransactionsLastKey | string {
  const key = { accountId, id };
  return reading === 'first' ? key : Buffer.from(JSON.stringify(key)).toString('base64url');
}

function fromJson(text: string): TransactionsLastKey {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BankError(400, messages.invalidPayload);
  }
  return validate(lastKeyObject, value);
}

/** The cursor a request sends back; 400 `Invalid payload` when it is not one the bank gave. */
export function cursorIn(text: string, reading: Reading): TransactionsLastKey {
  if (reading === 'first') return fromJson(text);
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new BankError(400, messages.invalidPayload);
  const key = fromJson(Buffer.from(text, 'base64url').toString('utf8'));
  // Only the exact text the bank wrote: a re-encoded or edited cursor is refused.
  if (cursorOut(key, reading) !== text) throw new BankError(400, messages.invalidPayload);
  return key;
}
