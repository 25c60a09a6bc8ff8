// Reading the bank as a tolerant reader (issue 35 §1): `null` is absent, and one item of a
// list that cannot be read is left out and counted, never the reason a whole list is lost.
// Every answer goes through `nullAsAbsent` (src/api/http.ts) before its schema reads it; the
// lists the screens show are read with `readableItems`.
// Assumption A-350 (docs/assumptions.md): null is absent; unreadable list items are counted.
import * as z from 'zod/mini';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/**
 * The answer with every object property whose value is `null` left out, at any depth: most
 * JSON serialisers write `null` where a field has no value, and a schema that says "optional"
 * means "may be absent". Items of an array are kept as they are (a `null` item is an item that
 * cannot be read, and `readableItems` counts it). Nothing else changes.
 */
export function nullAsAbsent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullAsAbsent);
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (entry !== null) kept[key] = nullAsAbsent(entry);
  }
  return kept;
}

type Listener = () => void;
/** Per answer (its method, path and query): how many of its list items could not be read. */
const unreadable = new Map<string, number>();
const listeners = new Set<Listener>();
/** The sum of the counts, kept as they change (the shell reads it on every render). */
let total = 0;

function changed() {
  total = [...unreadable.values()].reduce((sum, count) => sum + count, 0);
  for (const listener of listeners) listener();
}

/**
 * Items of the bank's answers that could not be read and were left out of their lists, per
 * answer: reading the same answer again sets its count anew (an answer read again without
 * them clears it). Read by the app's shell, which says how many are not shown.
 */
export const unreadableItems = {
  report(answer: string, count: number): void {
    if ((unreadable.get(answer) ?? 0) === count) return;
    if (count === 0) unreadable.delete(answer);
    else unreadable.set(answer, count);
    changed();
  },
  /** How many items in all are left out. */
  total: (): number => total,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Forgets every count (a sign-out; tests). */
  clear(): void {
    if (unreadable.size === 0) return;
    unreadable.clear();
    changed();
  },
};

const itemSchemas = new WeakMap<object, $ZodType>();

/** The answer being read (readingAnswer) and the items of its lists left out so far. */
let current: { answer: string; leftOut: number } | null = null;

/**
 * Runs `read` (a schema reading one answer, synchronously) and records how many list items of
 * that answer could not be read under `answer`, which names it (method, path and query).
 */
export function readingAnswer<T>(answer: string, read: () => T): T {
  const outer = current;
  current = { answer, leftOut: 0 };
  try {
    return read();
  } finally {
    unreadableItems.report(answer, current.leftOut);
    current = outer;
  }
}

/**
 * A list of the bank's: an array whose items are read one by one with `item`; an item that
 * cannot be read is left out and counted for the answer being read (readingAnswer), so the
 * rest are shown. The answer must still be an array.
 */
export function readableItems<T extends $ZodType>(item: T) {
  const list = z.pipe(
    z.array(z.unknown()),
    z.transform((items: unknown[]): output<T>[] => {
      const readable: output<T>[] = [];
      for (const entry of items) {
        const read = safeParse(item, nullAsAbsent(entry));
        if (read.success) readable.push(read.data);
      }
      if (current) current.leftOut += items.length - readable.length;
      return readable;
    }),
  );
  itemSchemas.set(list, item);
  return list;
}

/** The item schema of a list made by readableItems (for tests that walk every schema). */
export function itemSchemaOf(schema: object): $ZodType | undefined {
  return itemSchemas.get(schema);
}

/**
 * A cursor of the bank's as a query value, exactly as it came: a string as it is, a number
 * in its digits, an object as the JSON text of what was received (a query has no other way to
 * carry one). Empty when there is none.
 */
export function cursorText(cursor: unknown): string {
  if (typeof cursor === 'string') return cursor;
  if (typeof cursor === 'number' && Number.isFinite(cursor)) return String(cursor);
  if (typeof cursor === 'object' && cursor !== null) return JSON.stringify(cursor);
  return '';
}
