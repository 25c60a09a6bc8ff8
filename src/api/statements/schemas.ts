// Account statements. POST /v1/accounts/{accountId}/statements (provider's public reference,
// not in client-api.md): the request is {fromDate, toDate, timezone}; the answer is not
// documented reliably, so it is read tolerantly (./bank-answer.ts says what it holds).
import * as z from 'zod/mini';
import { DATE_PATTERN } from '../../domain/statements/period';

/** The request body: both days included, in the customer's IANA time zone. */
// Assumption A-313 (docs/assumptions.md): dates as YYYY-MM-DD, the zone's IANA name.
export const statementRequestSchema = z.object({
  fromDate: z.string().check(z.regex(DATE_PATTERN)),
  toDate: z.string().check(z.regex(DATE_PATTERN)),
  timezone: z.string().check(z.minLength(1)),
});
export type StatementRequest = z.infer<typeof statementRequestSchema>;

/** A decimal the bank may send as a string or a JSON number. */
const figureSchema = z.catch(z.optional(z.union([z.string(), z.number()])), undefined);

/** The answer's fields the app can use; anything else is ignored, any of these may be absent. */
const statementFieldsSchema = z.object({
  status: z.catch(z.optional(z.string()), undefined),
  state: z.catch(z.optional(z.string()), undefined),
  url: z.catch(z.optional(z.string()), undefined),
  link: z.catch(z.optional(z.string()), undefined),
  href: z.catch(z.optional(z.string()), undefined),
  documentUrl: z.catch(z.optional(z.string()), undefined),
  downloadUrl: z.catch(z.optional(z.string()), undefined),
  fileUrl: z.catch(z.optional(z.string()), undefined),
  pdfUrl: z.catch(z.optional(z.string()), undefined),
  openingBalance: figureSchema,
  closingBalance: figureSchema,
});
export type StatementFields = z.infer<typeof statementFieldsSchema>;

/** What came back: an object's usable fields, no body at all, or something else (text, a list). */
export type StatementAnswer =
  { shape: 'object'; fields: StatementFields } | { shape: 'empty' } | { shape: 'other' };

/**
 * Any answer at all: an object (its fields, or those of a `statement`, `data` or `document`
 * inside it), no body, or something else. Never fails: what it means is read by
 * src/domain/statements/bank-answer.ts.
 */
// Assumption A-314 (docs/assumptions.md): any 2xx answer is taken; unknown shapes are "unusable".
export const statementAnswerSchema = z.pipe(
  z.unknown(),
  z.transform((body): StatementAnswer => {
    if (body === undefined || body === null || body === '') return { shape: 'empty' };
    if (typeof body !== 'object' || Array.isArray(body)) return { shape: 'other' };
    const record = body as Record<string, unknown>;
    const inner = [record['statement'], record['data'], record['document']].find(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    );
    const outer = statementFieldsSchema.parse(record);
    return {
      shape: 'object',
      fields: inner ? { ...outer, ...statementFieldsSchema.parse(inner) } : outer,
    };
  }),
);
