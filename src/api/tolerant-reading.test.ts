// Issue 35 §1, proven once for every response schema the app reads with: each is fed the mock
// bank's own answer (the fixture), then the same answer as another server might write it:
// every optional field `null`, every id in the uuid shape without RFC 9562's version and
// variant digits, and every list with one item that cannot be read. Each must still be read,
// with every readable item kept. The answers go through readAnswerAs, as every answer does.
import { beforeAll, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { createTestBank, type TestBank } from '../../mock/bank/test-bank';
import {
  accountActivationResultSchema,
  accountListSchema,
  deprecatedBankDetailsResponseSchema,
  extAccountSchema,
  legacyAccountListSchema,
} from './accounts/schemas';
import { clientProfileOrNoneSchema, clientProfileSchema } from './client/schemas';
import {
  companiesResponseSchema,
  kybTokenResponseSchema,
  kybTokenV2ResponseSchema,
  legacyCompanySchema,
} from './companies/schemas';
import { contractListSchema } from './contracts/schemas';
import { cryptoOrderSchema, exchangeInfoSchema, ordersPageSchema } from './crypto/schemas';
import { readAnswerAs } from './http';
import { persistedRecipientListSchema, recipientSearchResponseSchema } from './recipients/schemas';
import { itemSchemaOf, unreadableItems } from './shared/tolerant';
import { transactionListResponseSchema } from './transactions/schemas';
import { transferResultSchema } from './transfers/schemas';
import { identityVerificationTokenSchema } from './verification/schemas';

interface Fixture {
  name: string;
  schema: $ZodType;
  answer: unknown;
}

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  in?: $ZodType;
  element?: $ZodType;
  options?: $ZodType[];
  valueType?: $ZodType;
};
const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;
const isOptional = (schema: $ZodType) => schema._zod.optin === 'optional';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer as a server that writes `null` for "no value" would send it, guided by the
 * schema: every optional field the answer lacks, or holds as a plain value, becomes `null`;
 * one holding an object or a list keeps it, with its own optional fields made `null` the same
 * way (`deep`), or becomes `null` itself (not `deep`).
 */
function withNulls(schema: $ZodType, value: unknown, deep: boolean): unknown {
  const item = itemSchemaOf(schema);
  if (item && Array.isArray(value)) return value.map((entry) => withNulls(item, entry, deep));
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isRecord(value) || !def.shape) return value;
      const out: Record<string, unknown> = { ...value };
      for (const [key, field] of Object.entries(def.shape)) {
        const present = out[key];
        const nested = typeof present === 'object' && present !== null;
        if (isOptional(field) && !(deep && nested)) out[key] = null;
        else if (key in out) out[key] = withNulls(field, present, deep);
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) && def.element
        ? value.map((entry) => withNulls(def.element as $ZodType, entry, deep))
        : value;
    case 'record':
      return isRecord(value) && def.valueType
        ? Object.fromEntries(
            Object.entries(value).map(([key, entry]) => [
              key,
              withNulls(def.valueType as $ZodType, entry, deep),
            ]),
          )
        : value;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return def.innerType ? withNulls(def.innerType, value, deep) : value;
    case 'pipe':
      return def.in ? withNulls(def.in, value, deep) : value;
    case 'union': {
      // The option the value is read by (each option's validation is synchronous here).
      const fits = def.options?.find(
        (candidate) => !('issues' in (candidate['~standard'].validate(value) as object)),
      );
      return fits ? withNulls(fits, value, deep) : value;
    }
    default:
      return value;
  }
}

const RFC_UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-)[0-9a-f]([0-9a-f]{3}-)[0-9a-f]([0-9a-f]{3}-[0-9a-f]{12})$/i;

/** Every RFC 9562 uuid in the answer with its version and variant digits replaced by 0. */
function plainIds(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(RFC_UUID, '$10$20$3');
  if (Array.isArray(value)) return value.map(plainIds);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plainIds(entry)]));
  }
  return value;
}

/** The answer with one unreadable item (`null`) added to every list the schema reads item by item. */
function withUnreadableItem(schema: $ZodType, value: unknown): unknown {
  const item = itemSchemaOf(schema);
  if (item && Array.isArray(value))
    return [...value.map((entry) => withUnreadableItem(item, entry)), null];
  const def = defOf(schema);
  if (def.type === 'object' && isRecord(value) && def.shape) {
    const out: Record<string, unknown> = { ...value };
    for (const [key, field] of Object.entries(def.shape)) {
      if (key in out) out[key] = withUnreadableItem(field, out[key]);
    }
    return out;
  }
  if (def.type === 'array' && Array.isArray(value) && def.element) {
    return value.map((entry) => withUnreadableItem(def.element as $ZodType, entry));
  }
  if (['optional', 'nullable', 'default', 'readonly'].includes(def.type) && def.innerType) {
    return withUnreadableItem(def.innerType, value);
  }
  return value;
}

/** How many items each list of a read answer holds, wherever it is. */
function listSizes(value: unknown, path = ''): Record<string, number> {
  if (Array.isArray(value)) {
    return value.reduce<Record<string, number>>(
      (sizes, entry, index) => ({ ...sizes, ...listSizes(entry, `${path}[${index}]`) }),
      { [path]: value.length },
    );
  }
  if (isRecord(value)) {
    return Object.entries(value).reduce<Record<string, number>>(
      (sizes, [key, entry]) => ({ ...sizes, ...listSizes(entry, `${path}.${key}`) }),
      {},
    );
  }
  return {};
}

let bank: TestBank;
const fixtures: Fixture[] = [];

async function answerOf(method: string, url: string, as = 'ada', body?: unknown) {
  const response = await bank.call(method, url, { as, ...(body === undefined ? {} : { body }) });
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status}`);
  return response.body;
}

beforeAll(async () => {
  bank = createTestBank({ start: new Date('2026-11-30T10:00:00Z') });
  const add = async (name: string, schema: $ZodType, url: string, as = 'ada') =>
    fixtures.push({ name, schema, answer: await answerOf('GET', url, as) });

  await add('GET /client', clientProfileSchema, '/client');
  await add('GET /client (or none)', clientProfileOrNoneSchema, '/client');
  await add('GET /v1/accounts', accountListSchema, '/v1/accounts');
  await add('GET /account', legacyAccountListSchema, '/account');
  const accounts = (await answerOf('GET', '/v1/accounts')) as {
    id: string;
    currency: string;
    products?: { extAccountId: string }[];
  }[];
  const first = accounts.find((account) => account.currency === 'EUR');
  if (!first) throw new Error('ada has a euro account in the seed');
  const [grace] = (await answerOf(
    'GET',
    '/recipient/search/EUR?attribute=email&value=grace%40example.com',
  )) as { account?: string }[];
  if (!grace?.account) throw new Error('Grace has a euro account in the seed');
  await add(
    'GET /v1/transactions',
    transactionListResponseSchema,
    `/v1/transactions?accountId=${first.id}&limit=50`,
  );
  const extAccountId = accounts.flatMap((account) => account.products ?? [])[0]?.extAccountId;
  if (extAccountId) {
    await add('GET /v1/ext-accounts/{id}', extAccountSchema, `/v1/ext-accounts/${extAccountId}`);
  }
  await add(
    'GET /account/details/{account}',
    deprecatedBankDetailsResponseSchema,
    `/account/details/${first.id}`,
  );
  await add('GET /contracts/clients', contractListSchema, '/contracts/clients');
  await add('GET /recipient', persistedRecipientListSchema, '/recipient');
  await add(
    'GET /recipient/search/{currency}',
    recipientSearchResponseSchema,
    '/recipient/search/GBP?attribute=email&value=grace%40example.com',
  );
  await add('GET /v1/kyc/access-token', identityVerificationTokenSchema, '/v1/kyc/access-token');
  await add('GET /crypto-exchange/info', exchangeInfoSchema, '/crypto-exchange/info');
  await add('GET /crypto-exchange/orders', ordersPageSchema, '/crypto-exchange/orders');
  const orders = (await answerOf('GET', '/crypto-exchange/orders')) as { orders: { id: string }[] };
  const order = orders.orders[0];
  if (order) {
    await add(
      'GET /crypto-exchange/orders/{id}',
      cryptoOrderSchema,
      `/crypto-exchange/orders/${order.id}`,
    );
  }
  fixtures.push({
    name: 'POST /v2/transfer/internal',
    schema: transferResultSchema,
    answer: await answerOf('POST', '/v2/transfer/internal', 'ada', {
      amount: '1.00',
      from: { type: 'individual', accountId: first.id },
      recipient: { type: 'account', accountId: grace.account },
    }),
  });

  await add('GET /v2/companies', companiesResponseSchema, '/v2/companies', 'acme');
  const { companies } = (await answerOf('GET', '/v2/companies', 'acme')) as {
    companies: { companyId: string }[];
  };
  const company = companies[0];
  if (!company) throw new Error('acme administers companies in the seed');
  await add('GET /companies/{id}', legacyCompanySchema, `/companies/${company.companyId}`, 'acme');
  await add(
    'GET /v1/kyb/access-token/{companyId}',
    kybTokenResponseSchema,
    `/v1/kyb/access-token/${company.companyId}`,
    'acme',
  );
  await add(
    'GET /v2/companies/{companyId}/kyb-access-token',
    kybTokenV2ResponseSchema,
    `/v2/companies/${company.companyId}/kyb-access-token`,
    'acme',
  );
  const activation = accounts[0];
  if (activation) {
    // PATCH /v2/accounts answers its result only for a company's account: read from the spec.
    fixtures.push({
      name: 'PATCH /v2/accounts/{id}',
      schema: accountActivationResultSchema,
      answer: { accountId: activation.id, operation: 'activation', status: 'pending' },
    });
  }
});

describe('every response schema reads another server’s way of writing the same answer', () => {
  it('has the fixtures: the mock bank answered every read', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
  });

  it('reads each fixture as it is', () => {
    for (const { name, schema, answer } of fixtures) {
      expect(() => readAnswerAs(schema, answer, name), name).not.toThrow();
    }
  });

  it('reads each with every optional field null, deep and at the top', () => {
    const changed = new Set<string>();
    for (const { name, schema, answer } of fixtures) {
      const read = readAnswerAs(schema, answer, name);
      for (const deep of [true, false]) {
        const nulled = withNulls(schema, answer, deep);
        if (JSON.stringify(nulled) !== JSON.stringify(answer)) changed.add(name);
        const again = readAnswerAs(schema, nulled, `${name} (nulls)`);
        // Nothing readable was lost: the same lists, each as long.
        if (deep) expect(listSizes(again), name).toEqual(listSizes(read));
      }
    }
    // Nearly every answer has optional fields for this to prove anything.
    expect(changed.size).toBeGreaterThanOrEqual(fixtures.length - 3);
  });

  it('reads each with every id in the uuid shape without RFC digits', () => {
    const changed: string[] = [];
    for (const { name, schema, answer } of fixtures) {
      const plain = plainIds(answer);
      if (JSON.stringify(plain) !== JSON.stringify(answer)) changed.push(name);
      const read = readAnswerAs(schema, plain, `${name} (plain ids)`);
      expect(listSizes(read), name).toEqual(listSizes(readAnswerAs(schema, answer, name)));
    }
    // The fixtures carry ids for this to prove anything.
    expect(changed.length).toBeGreaterThanOrEqual(15);
  });

  it('reads each list with one unreadable item: the rest kept, the item counted', () => {
    let lists = 0;
    for (const { name, schema, answer } of fixtures) {
      const spoilt = withUnreadableItem(schema, answer);
      if (JSON.stringify(spoilt) === JSON.stringify(answer)) continue;
      lists += 1;
      unreadableItems.clear();
      const read = readAnswerAs(schema, spoilt, `${name} (unreadable item)`);
      expect(listSizes(read), name).toEqual(listSizes(readAnswerAs(schema, answer, name)));
      // readAnswerAs of the clean answer set its counts to nothing again; the spoilt one's:
      readAnswerAs(schema, spoilt, name);
      expect(unreadableItems.total() >= 1, name).toBe(true);
    }
    expect(lists).toBeGreaterThanOrEqual(8);
  });
});
