import { z } from 'zod';
import { BankError, mockMessages } from '../bank-error';
import { createRandom, newId } from '../ids';
import { bodyOf, ok, type Router } from '../router';
import { messages } from '../spec/messages';
import { isAccountVisible } from './accounts';
import { requireClient } from './client';

/** A calendar day as the public reference's example writes dates: YYYY-MM-DD, a real one. */
const day = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
});

/** An IANA time zone the platform knows ("Europe/Berlin", "UTC"). */
const timezone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
});

/** The body the public reference shows: {fromDate, toDate, timezone}. */
const statementBody = z.object({ fromDate: day, toDate: day, timezone });

const random = createRandom(Date.now() % 0xffff_ffff);

/**
 * POST /v1/accounts/{accountId}/statements (provider's public reference; not in client-api.md,
 * whose summary table the mock otherwise follows). The reference's answer "looks unreliable",
 * so each reading of the mock takes one side of that gap:
 * - first: the bank offers statements and accepts the request for one (202 `{id, status:
 *   "accepted", fromDate, toDate, timezone}`), to be produced on its side later;
 * - alternate: the bank does not offer it, and answers 404 as for any path it does not have.
 */
// Assumption A-315 (docs/assumptions.md): the mock's two readings of the statements endpoint.
export function statementsRoutes(router: Router): void {
  router.on(
    'POST',
    '/v1/accounts/:accountId/statements',
    (ctx) => {
      if (ctx.state.reading === 'alternate') throw new BankError(404, mockMessages.notFound);
      requireClient(ctx);
      const body = bodyOf(ctx, statementBody);
      if (body.fromDate > body.toDate) throw new BankError(400, messages.invalidPayload);
      const companyId = ctx.query.get('companyId') || null;
      if (companyId && !ctx.user.companies.some((company) => company.companyId === companyId)) {
        throw new BankError(403, messages.senderNoAccess);
      }
      const account = ctx.user.accounts.find(
        (record) =>
          record.id === ctx.params['accountId'] &&
          record.companyId === companyId &&
          isAccountVisible(record, ctx.now),
      );
      if (!account) throw new BankError(404, mockMessages.accountNotFound);
      return ok({ id: newId(ctx.state.reading, random), status: 'accepted', ...body }, 202);
    },
    { query: ['companyId'] },
  );
}
