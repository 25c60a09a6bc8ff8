import type { MockBank } from '../bank';
import type { AccountRecord } from '../state';
import { controlPrices } from './control';

// Arrange steps of the crypto tests: accounts by title, exact prices, order bodies.

/** A version 7 uuid, as the spec's order ids are. */
export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The order id of a POST /orders answer (the test fails on anything but 201 `{order: {id}}`). */
export function placedOrderId(response: { status: number; body?: unknown }): string {
  const id = (response.body as { order?: { id?: unknown } } | undefined)?.order?.id;
  if (response.status !== 201 || typeof id !== 'string') {
    throw new Error(`Order not placed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return id;
}

/** The account of that title held by `login` (names as docs/mock-control-api.md gives them). */
export function cryptoAccountOf(bank: MockBank, login: string, title: string): AccountRecord {
  const record = bank.state.users.get(login)?.accounts.find((account) => account.title === title);
  if (!record) throw new Error(`No account "${title}" of ${login}`);
  return record;
}

/** Sets exact prices for pairs (the control API's `pairs`), so a test knows what an order gets. */
export function setPrices(bank: MockBank, pairs: Record<string, { ask: string; bid: string }>) {
  const answer = controlPrices(bank.state, bank.now(), { pairs });
  if (answer.status !== 200) throw new Error(`Prices refused: ${JSON.stringify(answer.body)}`);
}

/** The company of `login` with that name. */
export function companyIdOf(bank: MockBank, login: string, name: string): string {
  const company = bank.state.users.get(login)?.companies.find((item) => item.name === name);
  if (!company) throw new Error(`No company ${name} of ${login}`);
  return company.companyId;
}

/** A POST /orders body: a market order unless `settings` says otherwise. */
export function orderBody(
  fields: {
    pair?: string;
    side?: 'buy' | 'sell';
    volume?: unknown;
    settings?: Record<string, unknown>;
    from: AccountRecord | string;
    to: AccountRecord | string;
  },
  extra: Record<string, unknown> = {},
) {
  const id = (account: AccountRecord | string) =>
    typeof account === 'string' ? account : account.id;
  return {
    pair: fields.pair ?? 'BTC/EUR',
    side: fields.side ?? 'buy',
    volume: fields.volume ?? '100.00',
    settings: fields.settings ?? { type: 'market' },
    accountIdFrom: id(fields.from),
    accountIdTo: id(fields.to),
    ...extra,
  };
}

/**
 * Acme Corporation (a company of acme) selling 0.1 BTC of its own for euros: its companyId and
 * the POST /orders body.
 */
export function acmeCorporationSale(bank: MockBank) {
  return {
    corporation: companyIdOf(bank, 'acme', 'Acme Corporation'),
    body: orderBody({
      side: 'sell',
      volume: '0.1',
      from: cryptoAccountOf(bank, 'acme', 'Acme bitcoin'),
      to: cryptoAccountOf(bank, 'acme', 'Acme operating'),
    }),
  };
}
