import type { Company } from '../../../src/api/companies/schemas';
import { BankError } from '../bank-error';
import { ok, type Reply, type RouteContext, type Router } from '../router';
import {
  issueVerifierToken,
  VERIFIER_REVIEW_DELAY_MS,
  verifierConflict,
  type IssuedToken,
  type VerifierOutcome,
} from '../verifier';
import { requireClient } from './client';
import { requireCompany } from './company-records';
import { messages } from '../spec/messages';

/**
 * KYB, the company's verification, as KYC is the client's (./verification.ts): the token
 * endpoints GET /v2/companies/{companyId}/kyb-access-token and GET /v1/kyb/access-token/{companyId}
 * answer `{token, userId}`; the test verifier, given that token, moves the company's `kyb`
 * from `kyb:initiated` (or `kyb:resubmission`) to `kyb:pending`, then to `kyb:<outcome>`
 * VERIFIER_REVIEW_DELAY_MS later, settled lazily before each request.
 */
// Assumption A-103 (docs/assumptions.md): kyb takes the kyc values with the `kyb:` prefix.

interface PendingReview {
  outcome: string;
  dueAt: number;
}

const reviews = new WeakMap<Company, PendingReview>();

/** Moves each of the user's companies whose review is due to its outcome. */
function settleCompanyReviews(companies: readonly Company[], now: Date): void {
  for (const company of companies) {
    const review = reviews.get(company);
    if (!review) continue;
    if (company.kyb !== 'kyb:pending') reviews.delete(company);
    else if (now.getTime() >= review.dueAt) {
      company.kyb = review.outcome;
      reviews.delete(company);
    }
  }
}

function issueToken(ctx: RouteContext): Reply {
  requireClient(ctx);
  const company = requireCompany(ctx, ctx.params['companyId'] ?? '');
  const token = issueVerifierToken(ctx.state, ctx.now, {
    sub: ctx.user.sub,
    companyId: company.companyId,
  });
  // Assumption A-64 (docs/assumptions.md): the same shape as a KYC token.
  return ok({ token, userId: company.userId });
}

/** The test verifier, given a KYB token: the company's documents are "sent". */
export function submitCompanyDocuments(
  ctx: RouteContext,
  issued: IssuedToken,
  outcome: VerifierOutcome,
): Reply {
  const user = ctx.state.users.get(issued.sub);
  const company = user?.companies.find((candidate) => candidate.companyId === issued.companyId);
  if (!user || !company) throw new BankError(404, messages.companyNotFound);
  settleCompanyReviews(user.companies, ctx.now);
  const conflict = verifierConflict(company.kyb.replace(/^kyb:/, ''));
  if (conflict) return conflict;
  company.kyb = 'kyb:pending';
  reviews.set(company, {
    outcome: `kyb:${outcome}`,
    dueAt: ctx.now.getTime() + VERIFIER_REVIEW_DELAY_MS,
  });
  return ok({ reviewStatus: 'pending' });
}

export function kybRoutes(router: Router): void {
  router.beforeEach.push((ctx) => settleCompanyReviews(ctx.user.companies, ctx.now));
  router.on('GET', '/v2/companies/:companyId/kyb-access-token', issueToken);
  router.on('GET', '/v1/kyb/access-token/:companyId', issueToken);
}
