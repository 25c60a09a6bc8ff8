import type { ClientProfile } from '../../src/api/client/schemas';
import type { Company } from '../../src/api/companies/schemas';
import { BankError, type BankMessage } from './bank-error';
import { clientBar, companyBar, type ClientBar, type CompanyBar } from './rules';
import type { RouteContext } from './router';
import { requireClient } from './routes/client';
import { messages } from './spec/messages';

/** What a request asks to do; the standing each needs is the same (./rules.ts). */
export type Action = 'openAccount' | 'activateAccount' | 'transfer' | 'trade';

interface Refusal {
  status: 403 | 404;
  message: BankMessage;
}

/**
 * The answer to a client's bar: no profile is "not found" in the words of the endpoint
 * (`Client not found`, or `Sender not found` for a transfer).
 */
// Assumptions A-82 and A-87 (docs/assumptions.md): the closest of the spec's authorization messages.
function clientRefusal(bar: ClientBar, notFound: BankMessage): Refusal {
  switch (bar) {
    case 'noProfile':
      return { status: 404, message: notFound };
    case 'notActive':
      return { status: 403, message: messages.accountNotActive };
    case 'noContract':
      return { status: 403, message: messages.senderNoContract };
    case 'identityNotConfirmed':
      return { status: 403, message: messages.accountNoProductAccess };
  }
}

/**
 * The answer to a company's bar. Opening and activating an account: the spec's one text about
 * a company's standing; moving money: the internal transfer's table, as for a client.
 */
// Assumptions A-114 and A-115 (docs/assumptions.md): the closest of the spec's messages.
function companyRefusal(bar: CompanyBar, action: Action): Refusal {
  if (action === 'openAccount' || action === 'activateAccount') {
    return { status: 403, message: messages.companyBlocksActivation };
  }
  switch (bar) {
    case 'notActive':
      return { status: 403, message: messages.accountNotActive };
    case 'noContract':
      return { status: 403, message: messages.senderNoContract };
    case 'notVerified':
      return { status: 403, message: messages.accountNoProductAccess };
  }
}

/** Throws the refusal when `client` may not act. */
export function assertCapability(
  client: ClientProfile | null,
  _action: Action,
  notFound: BankMessage = messages.clientNotFound,
): void {
  const bar = clientBar(client);
  if (bar === null) return;
  const refusal = clientRefusal(bar, notFound);
  throw new BankError(refusal.status, refusal.message);
}

/**
 * Throws the refusal when `client` may not take `action` for `company`: the client's own
 * standing first, then the company's.
 */
export function assertCompanyCapability(
  client: ClientProfile | null,
  company: Company,
  action: Action,
  notFound: BankMessage = messages.clientNotFound,
): void {
  assertCapability(client, action, notFound);
  const bar = companyBar(company);
  if (bar === null) return;
  const refusal = companyRefusal(bar, action);
  throw new BankError(refusal.status, refusal.message);
}

/** The signed-in client when they may take `action`; else the refusal is thrown. */
export function requireCapability(ctx: RouteContext, action: Action): ClientProfile {
  assertCapability(ctx.user.client, action);
  return requireClient(ctx);
}
