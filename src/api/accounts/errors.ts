import { clientErrors } from '../client/errors';
import { authorizationErrors, INVALID_PAYLOAD } from '../shared/errors';

/** The account messages whose text is written here (the others come from shared catalogues). */
const accountTexts = {
  companyBlocksActivation: 'Company status blocks account activation',
  companyNotFound: 'Company not found',
  quotaOver: 'Account contracts quota is over provided limits',
  // Assumption A-34 (docs/assumptions.md): an unknown account is 404 `Account not found`.
  accountNotFound: 'Account not found',
} as const;

/**
 * The messages of the accounts endpoints: PATCH /v2/accounts/{accountId} (the spec's three),
 * and for POST /v1/accounts, whose errors the spec does not show, the texts the mock assumes
 * (the quota of the client contract's `accountLimit`, the sender's contract, the client).
 */
export const accountErrors = {
  companyBlocksActivation: accountTexts.companyBlocksActivation,
  senderNoAccess: authorizationErrors.senderNoAccess,
  companyNotFound: accountTexts.companyNotFound,
  quotaOver: accountTexts.quotaOver,
  senderNoContract: authorizationErrors.senderNoContract,
  accountNotActive: authorizationErrors.accountNotActive,
  accountNoProductAccess: authorizationErrors.accountNoProductAccess,
  clientNotFound: clientErrors.notFound,
  accountNotFound: accountTexts.accountNotFound,
  invalidPayload: INVALID_PAYLOAD,
} as const;
