import type { BankState } from './state';

/**
 * The mock's stand-in for the verifier's servers (Sumsub in production), shared by KYC and
 * KYB: the tokens the Client API hands out and what the test verifier answers. Tokens are
 * kept per state object, so a reset forgets them all.
 */

/** How long the mock verifier "reviews" submitted documents. */
export const VERIFIER_REVIEW_DELAY_MS = 1500;

/** How long a verification token is accepted by the mock verifier. */
// Assumption A-27 (docs/assumptions.md): KYC tokens live 10 minutes (KYB tokens too, A-105).
export const KYC_TOKEN_TTL_MS = 10 * 60 * 1000;

export const VERIFIER_OUTCOMES = ['confirmed', 'rejected', 'resubmission'] as const;
export type VerifierOutcome = (typeof VERIFIER_OUTCOMES)[number];

/** Answers of the mock verifier (not Client API messages). */
export const verifierMessages = {
  invalidToken: 'Verification token is missing, unknown or expired',
  alreadyPending: 'Documents are already being reviewed',
  alreadyConfirmed: 'Identity is already verified',
  rejectedFinally: 'Verification was rejected; a new attempt must be allowed by support first',
} as const;

/** Whose documents a token lets the applicant send: the user's own, or one company's. */
export interface IssuedToken {
  sub: string;
  /** Null for KYC (the client), the company's id for KYB. */
  companyId: string | null;
  expiresAt: number;
}

const tokensByState = new WeakMap<BankState, Map<string, IssuedToken>>();

function tokensOf(state: BankState): Map<string, IssuedToken> {
  let tokens = tokensByState.get(state);
  if (!tokens) {
    tokens = new Map();
    tokensByState.set(state, tokens);
  }
  return tokens;
}

/** An opaque random token; deliberately not JWT-shaped. */
function newToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
  return `_act-mock-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A new token for `sub` (and a company, for KYB); expired ones are dropped on the way. */
export function issueVerifierToken(
  state: BankState,
  now: Date,
  subject: { sub: string; companyId: string | null },
): string {
  const tokens = tokensOf(state);
  const time = now.getTime();
  for (const [key, issued] of tokens) if (issued.expiresAt <= time) tokens.delete(key);
  const token = newToken();
  tokens.set(token, { ...subject, expiresAt: time + KYC_TOKEN_TTL_MS });
  return token;
}

/** The token of an `Authorization: Bearer` header, when it is one the bank issued and alive. */
export function verifierTokenOf(
  state: BankState,
  now: Date,
  authorization: string | null,
): { token: string; issued: IssuedToken } | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const issued = token ? tokensOf(state).get(token) : undefined;
  if (!token || !issued || issued.expiresAt <= now.getTime()) return null;
  return { token, issued };
}

/** The verifier's refusal of a second submission, by the applicant's current status. */
export function verifierConflict(status: 'pending' | 'confirmed' | 'rejected' | string) {
  const message =
    status === 'pending'
      ? verifierMessages.alreadyPending
      : status === 'confirmed'
        ? verifierMessages.alreadyConfirmed
        : status === 'rejected'
          ? verifierMessages.rejectedFinally
          : null;
  return message === null ? null : { status: 409, body: { message } };
}
