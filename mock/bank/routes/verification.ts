import { z } from 'zod';
import type { ClientKyc, ClientProfile } from '../../../src/api/client/schemas';
import { verificationErrors } from '../../../src/api/verification/errors';
import { BankError } from '../bank-error';
import { ok, validate, type RouteContext, type Router } from '../router';
import type { BankState } from '../state';
import { requireClient } from './client';

/**
 * Identity verification (KYC):
 * - the Client API's token endpoints, GET /v2/clients/kyc-access-token and
 *   GET /v1/kyc/access-token, answering `{token, userId}`;
 * - a stand-in for the verifier's own servers (Sumsub in production), NOT part
 *   of the Client API: POST /__verifier/applicants/submit, authenticated by the
 *   KYC token, which puts the client in `kyc:pending` and, once
 *   VERIFIER_REVIEW_DELAY_MS have passed, in the outcome the test asked for.
 *
 * The review is settled lazily (a timestamp checked before every
 * bearer-authenticated request, GET /client included), never by a timer, so it
 * is deterministic with the bank's clock and a reset leaves nothing behind.
 */

/** How long the mock verifier "reviews" submitted documents. */
export const VERIFIER_REVIEW_DELAY_MS = 1500;

/** How long a KYC token is accepted by the mock verifier. */
// Assumption A-27 (docs/assumptions.md): KYC tokens live 10 minutes.
export const KYC_TOKEN_TTL_MS = 10 * 60 * 1000;

export const VERIFIER_OUTCOMES = ['confirmed', 'rejected', 'resubmission'] as const;
export type VerifierOutcome = (typeof VERIFIER_OUTCOMES)[number];

export const verifierSubmitBodySchema = z.strictObject({ outcome: z.enum(VERIFIER_OUTCOMES) });

/** Answers of the mock verifier (not Client API messages). */
export const verifierMessages = {
  invalidToken: 'Verification token is missing, unknown or expired',
  alreadyPending: 'Documents are already being reviewed',
  alreadyConfirmed: 'Identity is already verified',
  rejectedFinally: 'Verification was rejected; a new attempt must be allowed by support first',
} as const;

interface IssuedToken {
  sub: string;
  expiresAt: number;
}

interface PendingReview {
  outcome: ClientKyc;
  dueAt: number;
}

// Keyed by object identity: `reset()` replaces the state and the control API's
// patchClient replaces the profile, so neither can meet a stale token or review.
const tokensByState = new WeakMap<BankState, Map<string, IssuedToken>>();
const reviews = new WeakMap<ClientProfile, PendingReview>();

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

function issueToken(ctx: RouteContext) {
  const client = requireClient(ctx);
  // Assumption A-24 (docs/assumptions.md): 400 for both.
  if (!client.contract) throw new BankError(400, verificationErrors.clientHasNoContract);
  const contract = ctx.state.contracts.find((c) => c.id === client.contract);
  if (!contract || contract.available === false) {
    throw new BankError(400, verificationErrors.clientContractNotAcceptable);
  }
  const tokens = tokensOf(ctx.state);
  const now = ctx.now.getTime();
  for (const [key, issued] of tokens) if (issued.expiresAt <= now) tokens.delete(key);
  const token = newToken();
  tokens.set(token, { sub: ctx.user.sub, expiresAt: now + KYC_TOKEN_TTL_MS });
  return ok({ token, userId: client.client });
}

/** Moves a client whose review is due to its outcome (called before each request). */
export function settleReview(client: ClientProfile | null, now: Date): void {
  if (!client) return;
  const review = reviews.get(client);
  if (!review) return;
  if (client.kyc !== 'kyc:pending') {
    // Someone else changed the status meanwhile: the review no longer applies.
    reviews.delete(client);
    return;
  }
  if (now.getTime() < review.dueAt) return;
  client.kyc = review.outcome;
  client.updated = now.toISOString();
  reviews.delete(client);
}

function submitToVerifier(ctx: RouteContext) {
  const unauthorized = { status: 401, body: { message: verifierMessages.invalidToken } };
  const token = /^Bearer (.+)$/.exec(ctx.authorization ?? '')?.[1];
  const issued = token ? tokensOf(ctx.state).get(token) : undefined;
  if (!issued || issued.expiresAt <= ctx.now.getTime()) return unauthorized;

  const { outcome } = validate(verifierSubmitBodySchema, ctx.body);
  const client = ctx.state.users.get(issued.sub)?.client;
  if (!client) throw new BankError(404, verificationErrors.clientNotFound);
  settleReview(client, ctx.now);
  if (client.kyc === 'kyc:pending') {
    return { status: 409, body: { message: verifierMessages.alreadyPending } };
  }
  if (client.kyc === 'kyc:confirmed') {
    return { status: 409, body: { message: verifierMessages.alreadyConfirmed } };
  }
  if (client.kyc === 'kyc:rejected') {
    return { status: 409, body: { message: verifierMessages.rejectedFinally } };
  }

  client.kyc = 'kyc:pending';
  client.verifier = client.verifier ?? 'sumsub';
  client.applicant = client.applicant ?? token?.slice(-24);
  client.updated = ctx.now.toISOString();
  reviews.set(client, {
    outcome: `kyc:${outcome}`,
    dueAt: ctx.now.getTime() + VERIFIER_REVIEW_DELAY_MS,
  });
  return ok({ reviewStatus: 'pending' });
}

export function verificationRoutes(router: Router): void {
  router.beforeEach.push((ctx) => settleReview(ctx.user.client, ctx.now));

  router.on('GET', '/v2/clients/kyc-access-token', issueToken);
  router.on('GET', '/v1/kyc/access-token', issueToken);

  router.on('POST', '/__verifier/applicants/submit', submitToVerifier, { auth: 'none' });
}
