/**
 * Where a sign-in may return to: a path of this app, never another site. The browser reads `\`
 * as `/` and drops tabs and newlines from an address, so `/\host` and `/<tab>/host` would reach
 * `//host`, another site, and React Router would refuse to go there (the callback would hang).
 * Such a path, or anything that is not a plain path, returns to `/`.
 */
export function safeReturnPath(state: unknown): string {
  // Assumption A-303 (docs/assumptions.md): a plain path of this origin, else `/`.
  const returnTo = (state as { returnTo?: unknown } | undefined)?.returnTo;
  if (typeof returnTo !== 'string' || !isPlainPath(returnTo)) return '/';
  return returnTo;
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

function isPlainPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return false;
  const here = 'https://app.invalid';
  try {
    return new URL(value, here).origin === here;
  } catch {
    return false;
  }
}
