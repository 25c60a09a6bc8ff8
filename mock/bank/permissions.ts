import { accountErrors } from '../../src/api/accounts/errors';
import {
  capabilityOf,
  type Action,
  type CapabilityReason,
} from '../../src/api/client/capabilities';
import type { ClientProfile } from '../../src/api/client/schemas';
import { companyCapabilityOf } from '../../src/api/companies/capabilities';
import type { Company } from '../../src/api/companies/schemas';
import { BankError, type BankMessage } from './bank-error';
import type { RouteContext } from './router';
import { requireClient } from './routes/client';

/**
 * Who may do what in the mock bank: the app's own rule (`capabilityOf` in
 * src/api/client/capabilities.ts), so the mock refuses exactly what the app does not offer.
 * Here only the answer to each reason is decided; a client without a profile is "not found"
 * in the words of the endpoint (`Client not found`, or `Sender not found` for a transfer).
 */
// Assumptions A-82 and A-87 (docs/assumptions.md): the closest of the spec's authorization messages.
function refusalOf(
  reason: CapabilityReason,
  notFound: BankMessage,
): { status: 403 | 404; message: BankMessage } {
  switch (reason) {
    case 'noProfile':
      return { status: 404, message: notFound };
    case 'blocked':
    case 'suspended':
      return { status: 403, message: accountErrors.accountNotActive };
    case 'noContract':
      return { status: 403, message: accountErrors.senderNoContract };
    default:
      return { status: 403, message: accountErrors.accountNoProductAccess };
  }
}

const CLIENT_REASONS: readonly CapabilityReason[] = [
  'noProfile',
  'blocked',
  'suspended',
  'noContract',
  'identityNotDone',
  'identityPending',
  'identityResubmission',
  'identityRejected',
];

/**
 * The answer to a company's reason. Opening and activating an account: the spec's one text
 * about a company's standing; moving money: the internal transfer's table, as for a client.
 */
// Assumption A-114 (docs/assumptions.md): the closest of the spec's messages for each action.
function companyRefusalOf(
  reason: CapabilityReason,
  action: Action,
): { status: 403 | 404; message: BankMessage } {
  if (action === 'openAccount' || action === 'activateAccount') {
    return reason === 'companyNotFound'
      ? { status: 404, message: accountErrors.companyNotFound }
      : { status: 403, message: accountErrors.companyBlocksActivation };
  }
  switch (reason) {
    case 'companyNotFound':
      return { status: 403, message: accountErrors.senderNoAccess };
    case 'companyBlocked':
      return { status: 403, message: accountErrors.accountNotActive };
    case 'companyNoContract':
      return { status: 403, message: accountErrors.senderNoContract };
    default:
      return { status: 403, message: accountErrors.accountNoProductAccess };
  }
}

/** Throws the refusal when `client` may not take `action`. */
export function assertCapability(
  client: ClientProfile | null,
  action: Action,
  notFound: BankMessage = accountErrors.clientNotFound,
): void {
  const capability = capabilityOf(client, action);
  if (!capability.allowed) {
    const refusal = refusalOf(capability.reason, notFound);
    throw new BankError(refusal.status, refusal.message);
  }
}

/**
 * Throws the refusal when `client` may not take `action` for `company` (the app's
 * `companyCapabilityOf`: the client's own standing first, then the company's).
 */
export function assertCompanyCapability(
  client: ClientProfile | null,
  company: Company | undefined,
  action: Action,
  notFound: BankMessage = accountErrors.clientNotFound,
): void {
  const capability = companyCapabilityOf(client, company, action);
  if (capability.allowed) return;
  const refusal = CLIENT_REASONS.includes(capability.reason)
    ? refusalOf(capability.reason, notFound)
    : companyRefusalOf(capability.reason, action);
  throw new BankError(refusal.status, refusal.message);
}

/** The signed-in client when they may take `action`; else the refusal is thrown. */
export function requireCapability(ctx: RouteContext, action: Action): ClientProfile {
  assertCapability(ctx.user.client, action);
  return requireClient(ctx);
}
