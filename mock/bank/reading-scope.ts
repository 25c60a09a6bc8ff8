import { AsyncLocalStorage } from 'node:async_hooks';
import type { Reading } from './readings';

// The reading of the request being handled, for the few request rules that differ by reading
// but live in module-level schemas (the uuid fields: ./spec/fields.ts). The bank runs each
// route's handler inside `withReading`; outside a request (schemas used on their own, seeds)
// the reading is `first`, so the default reading never depends on this.

const scope = new AsyncLocalStorage<Reading>();

/** Runs `handle` with `reading` as the reading of the request. */
export function withReading<T>(reading: Reading, handle: () => T): T {
  return scope.run(reading, handle);
}

/** The reading of the request being handled (`first` outside one). */
export function currentReading(): Reading {
  return scope.getStore() ?? 'first';
}
