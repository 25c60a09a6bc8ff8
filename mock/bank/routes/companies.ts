import type { Company } from '../../../src/api/companies/schemas';
import { BankError, mockMessages } from '../bank-error';
import { ok, validate, type RouteContext, type Router } from '../router';
import {
  companyContractAcceptBody as contractAcceptBody,
  companyContractPatchBody as contractPatchBody,
  companyEmailResendBody as resendCodeBody,
  companyEmailVerifyBody as verifyBody,
} from '../spec/bodies';
import { requireClient } from './client';
import { requireCompany, toLegacy, toV2 } from './company-records';
import { messages } from '../spec/messages';

/**
 * The code the mock "emails" to a company: POST /companies/email/verify accepts only it
 * (docs/mock-control-api.md).
 */
export const COMPANY_EMAIL_CODE = '246810';

/**
 * Gives the company a contract of the catalogue (GET /contracts/clients) that is still
 * offered; any other is `[400] :: There is no document for the requested terms`.
 * Assumption A-106 (docs/assumptions.md): companies choose from that catalogue, both
 * endpoints may replace an accepted contract, and both refuse alike.
 */
function acceptContract(ctx: RouteContext, company: Company, contractId: string): void {
  const offered = ctx.state.contracts.find((c) => c.id === contractId && c.available !== false);
  if (!offered) throw new BankError(400, messages.noTermsDocument);
  company.contractId = offered.id;
}

/** Companies of the signed-in user: list, record, contract, email. KYB is in ./kyb.ts. */
export function companiesRoutes(router: Router): void {
  router.on('GET', '/v2/companies', (ctx) => {
    requireClient(ctx);
    return ok({ companies: ctx.user.companies.map(toV2) });
  });

  // Marked in development in the spec: served here; the app calls it behind a flag.
  router.on('GET', '/companies/:companyId', (ctx) => {
    requireClient(ctx);
    return ok(toLegacy(requireCompany(ctx, ctx.params['companyId'] ?? ''), ctx.state.reading));
  });

  router.on('PATCH', '/companies/contract', (ctx) => {
    const { companyId, contract } = validate(contractPatchBody, ctx.body);
    requireClient(ctx);
    const company = requireCompany(ctx, companyId);
    acceptContract(ctx, company, contract);
    return ok(toLegacy(company, ctx.state.reading));
  });

  // Assumption A-62/A-63 (docs/assumptions.md): body {companyId, contractId}; answers the v2 item.
  router.on('POST', '/v2/companies/contract-accept', (ctx) => {
    const { companyId, contractId } = validate(contractAcceptBody, ctx.body);
    requireClient(ctx);
    const company = requireCompany(ctx, companyId);
    acceptContract(ctx, company, contractId);
    return ok(toV2(company));
  });

  router.on('POST', '/companies/email/resend-code', (ctx) => {
    const { companyId } = validate(resendCodeBody, ctx.body);
    requireClient(ctx);
    // The code is always COMPANY_EMAIL_CODE: nothing to remember.
    return ok(toLegacy(requireCompany(ctx, companyId), ctx.state.reading));
  });

  // From the public docs, not in the spec (assumptions ).
  router.on('POST', '/companies/email/verify', (ctx) => {
    const { companyId, code } = validate(verifyBody, ctx.body);
    requireClient(ctx);
    const company = requireCompany(ctx, companyId);
    if (code.trim() !== COMPANY_EMAIL_CODE) {
      throw new BankError(400, mockMessages.emailCodeInvalid);
    }
    company.emailVerified = true;
    return ok(toV2(company));
  });
}
