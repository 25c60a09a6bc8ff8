import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_S, idTokenProblem } from './id-token-claims';

// Issue 36 §4: the ID token's `iss`, `aud` and `exp`, as OpenID Connect Core 3.1.3.7 says a
// client checks them. The claims are written here; the issuer and client id are the test's.

const NOW = 1_800_000_000;
const CHECK = { issuer: 'https://idp.example/pool', clientId: 'web-banking', nowS: NOW };
const GOOD = { iss: 'https://idp.example/pool', aud: 'web-banking', exp: NOW + 3600 };

describe('idTokenProblem', () => {
  it('accepts the provider’s token for this app, a trailing slash aside', () => {
    expect(idTokenProblem(GOOD, CHECK)).toBeNull();
    expect(idTokenProblem({ ...GOOD, iss: 'https://idp.example/pool/' }, CHECK)).toBeNull();
    expect(idTokenProblem({ ...GOOD, aud: ['web-banking'] }, CHECK)).toBeNull();
    expect(
      idTokenProblem({ ...GOOD, aud: ['web-banking', 'other'], azp: 'web-banking' }, CHECK),
    ).toBeNull();
  });

  it('refuses another issuer, another audience, or a token given to another party', () => {
    expect(idTokenProblem({ ...GOOD, iss: 'https://evil.example/pool' }, CHECK)).toMatch(/issuer/);
    expect(idTokenProblem({ ...GOOD, iss: undefined }, CHECK)).toMatch(/issuer/);
    expect(idTokenProblem({ ...GOOD, aud: 'other-app' }, CHECK)).toMatch(/not for this app/);
    expect(idTokenProblem({ ...GOOD, aud: undefined }, CHECK)).toMatch(/not for this app/);
    expect(idTokenProblem({ ...GOOD, aud: ['web-banking', 'other'], azp: 'other' }, CHECK)).toMatch(
      /several parties/,
    );
  });

  it('refuses an expired token, allowing for clocks that differ by a few minutes', () => {
    expect(idTokenProblem({ ...GOOD, exp: NOW - CLOCK_SKEW_S + 1 }, CHECK)).toBeNull();
    expect(idTokenProblem({ ...GOOD, exp: NOW - CLOCK_SKEW_S }, CHECK)).toMatch(/expired/);
    expect(idTokenProblem({ ...GOOD, exp: undefined }, CHECK)).toMatch(/expired/);
  });
});
