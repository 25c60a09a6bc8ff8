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
