import { BankError } from '../bank-error';
import { createRandom, newId } from '../ids';
import type { RouteContext } from '../router';
import type { AccountRecord } from '../state';
import { compare } from './amounts';
import { currenciesOf, receiveDecimals } from './exchange-rules';
import { checkAccountCurrency } from './order-rules';
import { orderMessages } from './messages';
import type { PairDefinition } from './pairs';
import { activeAccountsIn, partyAccount, type CryptoParty } from './party';
import type { OrderBody } from './spec';

// Which of the party's accounts an order pays from and receives into. The public reference's
// body names none; an order that names them (`accountIdFrom`/`accountIdTo`, the first
// reading only) is held to them. Otherwise the exchange picks: it pays from the party's
// holding of the currency with the most available, and receives into the party's first
// holding of the other currency, opening one for the party when it has none.
// Assumption A-284 (docs/assumptions.md): the accounts of an order that names none.

const random = createRandom((Date.now() + 19) % 0xffff_ffff);

export interface OrderAccounts {
  from: AccountRecord;
  /** null: the party holds none of that currency yet; `receivingAccount` opens it. */
  to: AccountRecord | null;
}

/** The party's activated account in `currency` with the most available (first on a tie). */
function richestIn(ctx: RouteContext, party: CryptoParty, currency: string): AccountRecord {
  const accounts = activeAccountsIn(ctx, party, currency);
  const [first, ...rest] = accounts;
  // Nothing of that currency to pay with.
  if (!first) throw new BankError(400, orderMessages.balanceNotEnough);
  return rest.reduce(
    (best, next) => (compare(next.available, best.available) > 0 ? next : best),
    first,
  );
}

/**
 * The accounts of the order, checked: named ones must be the party's, activated, in the
 * currency the side needs (403/400 as A-124 says); picked ones are so by construction.
 */
export function orderAccounts(
  ctx: RouteContext,
  party: CryptoParty,
  body: OrderBody,
  definition: PairDefinition,
): OrderAccounts {
  const { pays, receives } = currenciesOf(definition, body.side);
  const from =
    body.accountIdFrom === undefined
      ? richestIn(ctx, party, pays)
      : partyAccount(ctx, party, body.accountIdFrom);
  const to =
    body.accountIdTo === undefined
      ? (activeAccountsIn(ctx, party, receives)[0] ?? null)
      : partyAccount(ctx, party, body.accountIdTo);
  checkAccountCurrency(body, definition, 'pays', from);
  if (to) checkAccountCurrency(body, definition, 'receives', to);
  return { from, to };
}

/** The receiving account: the one found, or a new activated holding of the currency. */
export function receivingAccount(
  ctx: RouteContext,
  party: CryptoParty,
  body: OrderBody,
  definition: PairDefinition,
  to: AccountRecord | null,
): AccountRecord {
  if (to) return to;
  const currency = currenciesOf(definition, body.side).receives;
  const places = receiveDecimals(definition, body.side);
  const zero = places === 0 ? '0' : `0.${'0'.repeat(places)}`;
  const stamp = ctx.now.toISOString();
  const record: AccountRecord = {
    id: newId(ctx.state.reading, random),
    extAccountId: newId(ctx.state.reading, random),
    productId: newId(ctx.state.reading, random),
    alias: `${currency.toLowerCase()}-holding`,
    title: `${currency} holding`,
    currency,
    status: 'activated',
    companyId: party.companyId,
    variantId: 'standard',
    contract: (party.company ? party.company.contractId : party.client.contract) ?? '',
    createdAt: stamp,
    updatedAt: stamp,
    available: zero,
    holding: zero,
    pending: zero,
    bankDetails: '{}',
  };
  ctx.user.accounts.push(record);
  return record;
}
