import { accountErrors } from '../accounts/errors';

/** The messages of the company endpoints. */
export const companyErrors = {
  // PATCH /companies/contract; the spec's text, status prefix included (two responses carry it).
  noTermsDocument: '[400] :: There is no document for the requested terms',
  // The spec's text (PATCH /v2/accounts); assumption A-102: also every company endpoint's
  // answer for a company the user does not administer.
  companyNotFound: accountErrors.companyNotFound,
  // Assumption A-104 (docs/assumptions.md): the spec shows no text for a wrong email code.
  emailCodeInvalid: 'The verification code is not valid',
} as const;
