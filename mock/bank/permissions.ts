import { accountErrors } from '../../src/api/accounts/errors';
import {
  capabilityOf,
  type Action,
  type CapabilityReason,
} from '../../src/api/client/capabilities';
import type { ClientProfile } from '../../src/api/client/schemas';
import { BankError, type BankMessage } from './bank-error';
import type { RouteContext } from './router';
import { requireClient } from './routes/client';

/**
 * Who may do what in the mock bank: the app's own rule (`capabilityOf` in
 * src/api/client/capabilities.ts), so the mock refuses exactly what the app does not offer.
 * Here only the answer to each reason is decided.
 */
// Assumption A-82 (docs/assumptions.md): the closest of the spec's authorization messages.
const REFUSALS: Record<CapabilityReason, { status: 403 | 404; message: BankMessage }> = {
  noProfile: { status: 404, message: accountErrors.clientNotFound },
  blocked: { status: 403, message: accountErrors.accountNotActive },
  suspended: { status: 403, message: accountErrors.accountNotActive },
  noContract: { status: 403, message: accountErrors.senderNoContract },
  identityNotDone: { status: 403, message: accountErrors.accountNoProductAccess },
  identityPending: { status: 403, message: accountErrors.accountNoProductAccess },
  identityResubmission: { status: 403, message: accountErrors.accountNoProductAccess },
  identityRejected: { status: 403, message: accountErrors.accountNoProductAccess },
};

/** The signed-in client when they may take `action`; else the refusal is thrown. */
export function requireCapability(ctx: RouteContext, action: Action): ClientProfile {
  const capability = capabilityOf(ctx.user.client, action);
  if (!capability.allowed) {
    const refusal = REFUSALS[capability.reason];
    throw new BankError(refusal.status, refusal.message);
  }
  return requireClient(ctx);
}
