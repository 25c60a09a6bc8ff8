import { decimalFromNumber, isDecimal } from '../../utils/decimal-text';
import type { StatementAnswer, StatementFields } from '../../api/statements/schemas';

/**
 * What the bank's answer to POST /v1/accounts/{id}/statements gives the customer:
 * - `document`: a link to the bank's own statement (https, on an allowed origin only);
 * - `accepted`: the request was taken (an accepted/queued-like status, or no body), nothing yet;
 * - `figures`: the bank's opening and closing balances, to set beside the app's;
 * - `unusable`: an answer the app cannot read.
 * `figures` may come with a document or an acceptance too.
 */
export interface BankStatementAnswer {
  kind: 'document' | 'accepted' | 'figures' | 'unusable';
  url: string | null;
  opening: string | null;
  closing: string | null;
}

const LINK_FIELDS = [
  'url',
  'link',
  'href',
  'documentUrl',
  'downloadUrl',
  'fileUrl',
  'pdfUrl',
] as const satisfies readonly (keyof StatementFields)[];

/** Words of a request taken and under way. */
const ACCEPTED_WORDS = new Set([
  'accepted',
  'queued',
  'pending',
  'processing',
  'in_progress',
  'inprogress',
  'created',
  'requested',
  'scheduled',
  'async',
  'processed',
  'ok',
  'success',
]);

/** An origin as `URL.origin` writes it (`https://host[:port]`), or null for no address. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * Only an https address on an allowed origin is offered: a link the bank sent must not run
 * script or leave TLS, and the customer is sent only to the API's own origin or one the
 * configuration names, never to any host a (compromised or misreading) answer puts there.
 */
function safeLink(fields: StatementFields, allowedOrigins: readonly string[]): string | null {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin) => origin !== null));
  for (const key of LINK_FIELDS) {
    const value = fields[key]?.trim();
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' && allowed.has(url.origin)) return url.toString();
    } catch {
      // Not an absolute address: not offered.
    }
  }
  return null;
}

function figure(value: string | number | undefined): string | null {
  if (typeof value === 'number') return decimalFromNumber(value);
  const text = value?.trim();
  return text && isDecimal(text) ? text : null;
}

/**
 * `allowedOrigins`: where a document link may point (the API's own origin, from the
 * configuration's `apiBaseUrl`, and any further origin the caller allows; each entry is read
 * as its origin, so a base address serves as well); a link elsewhere is not offered, and the
 * answer reads as it would without it.
 */
// Assumption A-314 (docs/assumptions.md): how the statements endpoint's answer is read.
export function readBankAnswer(
  answer: StatementAnswer,
  allowedOrigins: readonly string[],
): BankStatementAnswer {
  const none = { url: null, opening: null, closing: null };
  if (answer.shape === 'empty') return { kind: 'accepted', ...none };
  if (answer.shape === 'other') return { kind: 'unusable', ...none };
  const { fields } = answer;
  const url = safeLink(fields, allowedOrigins);
  const opening = figure(fields.openingBalance);
  const closing = figure(fields.closingBalance);
  const word = (fields.status ?? fields.state ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const kind = url
    ? 'document'
    : ACCEPTED_WORDS.has(word)
      ? 'accepted'
      : opening !== null && closing !== null
        ? 'figures'
        : 'unusable';
  return { kind, url, opening, closing };
}
