import type { Reading } from './readings';

/**
 * Deterministic ids and numbers for seeded data, so every reset gives the same
 * state (tests can rely on it) while looking like real UUIDs.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

function hex(random: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += Math.floor(random() * 16).toString(16);
  return out;
}

/** A version-4 shaped UUID from the generator. */
export function uuidV4(random: () => number): string {
  const variant = '89ab'[Math.floor(random() * 4)] ?? '8';
  return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${variant}${hex(random, 3)}-${hex(random, 12)}`;
}

/** A version-7 shaped UUID (time-ordered), as crypto order ids are. */
export function uuidV7(random: () => number, timeMs: number): string {
  const time = timeMs.toString(16).padStart(12, '0').slice(-12);
  const variant = '89ab'[Math.floor(random() * 4)] ?? '8';
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex(random, 3)}-${variant}${hex(random, 3)}-${hex(random, 12)}`;
}

// The alternate reading's ids (docs/mock-control-api.md, "The alternate reading"): the spec says `uuid`
// and nothing of a version, so another bank may hand out ids of the 8-4-4-4-12 hex shape whose
// version and variant digits are not the RFC's. The mock's such ids never pass an RFC 9562
// check: the version digit is one of 0 and 9-f, the variant digit one of 0-7 and c-f.

/** The 8-4-4-4-12 hex shape, any digits (the alternate reading's reading of `uuid`). */
export const UUID_SHAPE =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** An RFC 9562 uuid of version 4 or 7 (what the first reading's generators make). */
const RFC_V4_OR_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const PLAIN_VERSION = '09abcdef';
const PLAIN_VARIANT = '01234567cdef';

/**
 * The same id with version and variant digits outside the RFC's, chosen from the id's own
 * random digits (so one id always becomes the same plain id). A version-7 id keeps its time
 * prefix (so orders stay in time order). Anything but a version-4 or -7 uuid is returned as
 * it is.
 */
export function plainUuid(id: string): string {
  if (!RFC_V4_OR_V7.test(id)) return id;
  const pick = (set: string, at: number) => set[parseInt(id[at] ?? '0', 16) % set.length] ?? '0';
  return `${id.slice(0, 14)}${pick(PLAIN_VERSION, 15)}${id.slice(15, 19)}${pick(PLAIN_VARIANT, 20)}${id.slice(20)}`;
}

/** A new id as the reading's bank makes it: version 4 (first) or plain (alternate). */
export function newId(reading: Reading, random: () => number): string {
  const id = uuidV4(random);
  return reading === 'alternate' ? plainUuid(id) : id;
}
