/** The spec's messages of the company endpoints. */
export const companyErrors = {
  // PATCH /companies/contract; the spec's text, status prefix included (two responses carry it).
  noTermsDocument: '[400] :: There is no document for the requested terms',
} as const;
