import { createRandom, newId, plainUuid } from '../ids';
import { account } from '../seed-helpers';
import type { AccountRecord, BankState } from '../state';

// The seeded state as the alternate reading's bank holds it (docs/mock-control-api.md, "The
// alternate reading"): the same personas, with ids that are not RFC 9562 uuids and a USDC
// account for ada. (Fee rows of seeded histories: ../seed-saver.ts, ./fee-rows.ts.)

/** ada's stablecoin account in the alternate reading: GET /account and GET /v1/accounts list it. */
export const ALTERNATE_USDC_ACCOUNT = {
  title: 'Dollar coins',
  currency: 'USDC',
  available: '250.000000',
} as const;

function usdcAccount(now: Date): AccountRecord {
  // Its own generator: no other seeded id moves.
  return account(createRandom(20_261_205), now, {
    ...ALTERNATE_USDC_ACCOUNT,
    alias: 'dollar-coins',
    holding: '0.000000',
    pending: '0.000000',
  });
}

/**
 * Every version-4 or -7 uuid in `value` (deeply: records, lists, maps) replaced by its plain
 * form, in place: crypto order ids too, as a server need not use the version the spec's order
 * resource names. A property
 * computed on first read (the saver's long history) is left alone: it is made plain when made.
 */
export function plainIds(value: unknown): unknown {
  if (typeof value === 'string') return plainUuid(value);
  if (value instanceof Map) {
    for (const [key, item] of value) value.set(key, plainIds(item));
    return value;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = plainIds(value[index]);
    return value;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(record))) {
      if (descriptor.get || !descriptor.writable) continue;
      record[key] = plainIds(descriptor.value);
    }
  }
  return value;
}

/** The seeded state of the first reading turned into the alternate reading's, in place. */
export function alternateSeed(state: BankState, now: Date): void {
  state.users.get('ada')?.accounts.push(usdcAccount(now));
  plainIds(state.users);
}

/** Ids for rows the alternate reading adds to a seeded history (fee rows). */
export function seededIds(seed: number): () => string {
  const random = createRandom(seed);
  return () => newId('alternate', random);
}
