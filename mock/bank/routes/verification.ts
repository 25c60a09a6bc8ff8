import { z } from 'zod';
import type { ClientKyc, ClientProfile } from '../../../src/api/client/schemas';
import { BankError } from '../bank-error';
import { ok, validate, type RouteContext, type Router } from '../router';
import {
  issueVerifierToken,
  VERIFIER_OUTCOMES,
  VERIFIER_REVIEW_DELAY_MS,
  verifierConflict,
  verifierMessages,
  verifierTokenOf,
} from '../verifier';
import { requireClient } from './client';
import { submitCompanyDocuments } from './kyb';

export {
  KYC_TOKEN_TTL_MS,
  VERIFIER_OUTCOMES,
  VERIFIER_REVIEW_DELAY_MS,
  verifierMessages,
  type VerifierOutcome,
} from '../verifier';
import { messages } from '../spec/messages';

/**
 * Identity verification (KYC):
 * - the Client API's token endpoints, GET /v2/clients/kyc-access-token and
 *   GET /v1/kyc/access-token, answering `{token, userId}`;
 * - a stand-in for the verifier's own servers (Sumsub in production), NOT part
 *   of the Client API: POST /__verifier/applicants/submit, authenticated by the
 *   token, which puts the client (or, with a KYB token, the company: ./kyb.ts) in
 *   `kyc:pending` and, once VERIFIER_REVIEW_DELAY_MS have passed, in the outcome
 *   the test asked for.
 *
 * The review is settled lazily (a timestamp checked before every
 * bearer-authenticated request, GET /client included), never by a timer, so it
 * is deterministic with the bank's clock and a reset leaves nothing behind.
 */

export const verifierSubmitBodySchema = z.strictObject({ outcome: z.enum(VERIFIER_OUTCOMES) });

interface PendingReview {
  outcome: ClientKyc;
  dueAt: number;
}

// Keyed by object identity: the control API's patchClient replaces the profile, so it
// cannot meet a stale review.
const reviews = new WeakMap<ClientProfile, PendingReview>();

function issueToken(ctx: RouteContext) {
  const client = requireClient(ctx);
  // Assumption A-24 (docs/assumptions.md): 400 for both.
  if (!client.contract) throw new BankError(400, messages.clientHasNoContract);
  const contract = ctx.state.contracts.find((c) => c.id === client.contract);
  if (!contract || contract.available === false) {
    throw new BankError(400, messages.clientContractNotAcceptable);
  }
  const token = issueVerifierToken(ctx.state, ctx.now, { sub: ctx.user.sub, companyId: null });
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
  const found = verifierTokenOf(ctx.state, ctx.now, ctx.authorization);
  if (!found) return { status: 401, body: { message: verifierMessages.invalidToken } };
  const { token, issued } = found;

  const { outcome } = validate(verifierSubmitBodySchema, ctx.body);
  if (issued.companyId !== null) return submitCompanyDocuments(ctx, issued, outcome);
  const client = ctx.state.users.get(issued.sub)?.client;
  if (!client) throw new BankError(404, messages.clientNotFound);
  settleReview(client, ctx.now);
  const conflict = verifierConflict(client.kyc.replace(/^kyc:/, ''));
  if (conflict) return conflict;

  client.kyc = 'kyc:pending';
  client.verifier = client.verifier ?? 'sumsub';
  client.applicant = client.applicant ?? token.slice(-24);
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
