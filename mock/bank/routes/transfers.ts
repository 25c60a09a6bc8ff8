import { isSEPACountry } from 'ibantools';
import type { TransferResult } from '../../../src/api/transfers/schemas';
import type { TransactionParty } from '../../../src/api/transactions/schemas';
import { BankError } from '../bank-error';
import { createRandom, newId } from '../ids';
import { ok, validate, type Router } from '../router';
import { compare as compareDecimals } from '../spec/decimal';
import {
  externalTransferBody,
  internalTransferBody,
  type SepaRecipientBody as SepaRecipient,
} from '../spec/transfer-bodies';
import {
  bookIncoming,
  bookOutgoing,
  checkAmount,
  partyOf,
  priceTransfer,
  SEPA_HOLD_FROM,
  SEPA_HOLD_MS,
  settleTransfers,
  TRANSFER_SETTLE_MS,
} from '../transfers/booking';
import { requireInternalRecipient } from '../transfers/recipient';
import { requireSender } from '../transfers/sender';
import { messages } from '../spec/messages';

const random = createRandom((Date.now() + 7) % 0xffff_ffff);

/** The SEPA recipient as a transaction party: every field given, the IBAN as sent. */
function sepaParty(recipient: SepaRecipient): TransactionParty {
  const { bicSwift, ...rest } = recipient;
  return {
    type: 'individual',
    ...rest,
    ...(bicSwift ? { bicSwift } : {}),
  };
}

/**
 * The SEPA rules the body's schema cannot see: the IBAN of a SEPA country, a BIC (when given)
 * of the IBAN's country. Only EUR accounts send SEPA.
 */
// Assumption A-93 (docs/assumptions.md): the mock's SEPA refusals.
function checkSepa(recipient: SepaRecipient, currency: string): void {
  if (currency !== 'EUR') throw new BankError(403, messages.accountNoProductAccess);
  const country = recipient.iban.slice(0, 2);
  if (!isSEPACountry(country)) throw new BankError(400, messages.invalidPayload);
  if (recipient.bicSwift && recipient.bicSwift.slice(4, 6) !== country) {
    throw new BankError(400, messages.invalidPayload);
  }
}

/** POST /v2/transfer/internal and POST /v2/transfer (SEPA). */
export function transfersRoutes(router: Router): void {
  router.beforeEach.push((ctx) => settleTransfers(ctx.state, ctx.now));

  router.on('POST', '/v2/transfer/internal', (ctx) => {
    const body = validate(internalTransferBody, ctx.body);
    const sender = requireSender(ctx, body.from);
    checkAmount(body.amount, 'internal');
    const recipient = requireInternalRecipient(ctx, sender, body.recipient);
    const priced = priceTransfer(ctx.state, sender, body.amount, 'internal');

    const reference = recipient.reference ? { reference: recipient.reference } : {};
    const outgoing = bookOutgoing(
      ctx.state,
      ctx.user,
      sender.account,
      priced,
      {
        sender: partyOf(ctx.user, sender.account, reference),
        recipient: partyOf(recipient.owner, recipient.account, reference),
      },
      {
        method: 'internal',
        now: ctx.now,
        steps: [{ afterMs: TRANSFER_SETTLE_MS, status: 'completed' }],
      },
    );
    bookIncoming(ctx.state, recipient.owner, recipient.account, outgoing, ctx.now);
    const result: TransferResult = {
      id: outgoing.id,
      operationId: newId(ctx.state.reading, random),
    };
    return ok(result, 201);
  });

  router.on('POST', '/v2/transfer', (ctx) => {
    const body = validate(externalTransferBody, ctx.body);
    const sender = requireSender(ctx, body.from);
    const { recipient } = body.payment;
    checkSepa(recipient, sender.account.currency);
    checkAmount(body.amount, 'sepa');
    const priced = priceTransfer(ctx.state, sender, body.amount, 'sepa');

    // Larger SEPA payments are held by the provider before they complete.
    const held = compareDecimals(body.amount, SEPA_HOLD_FROM) >= 0;
    const steps = held
      ? [
          { afterMs: TRANSFER_SETTLE_MS, status: 'on_hold_provider' as const },
          { afterMs: TRANSFER_SETTLE_MS + SEPA_HOLD_MS, status: 'completed' as const },
        ]
      : [{ afterMs: TRANSFER_SETTLE_MS, status: 'completed' as const }];
    const reference = recipient.reference ? { reference: recipient.reference } : {};
    const outgoing = bookOutgoing(
      ctx.state,
      ctx.user,
      sender.account,
      priced,
      { sender: partyOf(ctx.user, sender.account, reference), recipient: sepaParty(recipient) },
      { method: 'sepa', now: ctx.now, steps },
    );
    const result: TransferResult = {
      id: outgoing.id,
      operationId: newId(ctx.state.reading, random),
    };
    return ok(result, 201);
  });
}
