/**
 * The performance budgets of the quality guide (quality.md, "Performance budgets").
 * Sizes are gzip (level 9) bytes, with 1 kB = 1,000 bytes as Vite reports them.
 */
export const budgets = {
  /** JavaScript the browser loads before it can show (redirect to) sign-in. */
  signInJsGzipBytes: 150_000,
  /** Any one lazily loaded route chunk. */
  lazyChunkGzipBytes: 40_000,
} as const;
