// Reads the `bankDetails` JSON string of GET /account and GET /v1/ext-accounts/{extAccountId}
// into one normalised shape. Pure: never throws.
import * as z from 'zod/mini';

export const bankDetailsSchema = z.object({
  iban: z.optional(z.string()),
  bic: z.optional(z.string()),
  accountHolder: z.optional(z.string()),
  ukAccountNumber: z.optional(z.string()),
  ukSortCode: z.optional(z.string()),
  bankName: z.optional(z.string()),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** Accepted spellings of each normalised key, compared in lower case without - and _. */
const KEY_SPELLINGS: Record<keyof BankDetails, readonly string[]> = {
  iban: ['iban'],
  bic: ['bic', 'bicswift', 'swift', 'swiftbic', 'swiftcode', 'biccode'],
  accountHolder: ['accountholder', 'holder', 'name', 'accountholdername', 'accountname'],
  ukAccountNumber: ['ukaccountnumber', 'accountnumber'],
  ukSortCode: ['uksortcode', 'sortcode'],
  bankName: ['bankname', 'bank'],
};

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `[{key, value}]` (the deprecated endpoint's form) to a plain object. */
function fromKeyValueList(list: readonly unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const entry of list) {
    if (isRecord(entry) && typeof entry.key === 'string') result[entry.key] = entry.value;
  }
  return result;
}

/**
 * Parses a JSON-stringified bank details object (an already parsed object or a
 * `[{key, value}]` list is accepted too). Returns null when the input is not valid JSON,
 * is not an object, or holds none of the known fields. Only non-empty strings are kept.
 */
export function parseBankDetailsJson(raw: unknown): BankDetails | null {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (Array.isArray(parsed)) parsed = fromKeyValueList(parsed);
  if (!isRecord(parsed)) return null;

  const byKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(parsed)) {
    const normalised = normaliseKey(key);
    if (!byKey.has(normalised)) byKey.set(normalised, value);
  }

  const details: BankDetails = {};
  let found = false;
  for (const field of Object.keys(KEY_SPELLINGS) as (keyof BankDetails)[]) {
    for (const spelling of KEY_SPELLINGS[field]) {
      const value = byKey.get(spelling);
      if (typeof value === 'string' && value.trim() !== '') {
        details[field] = value.trim();
        found = true;
        break;
      }
    }
  }
  return found ? details : null;
}
