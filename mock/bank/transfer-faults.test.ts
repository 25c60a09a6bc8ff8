import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoggedRequest, MockBank } from './bank';
import { faultRuleSchema } from './faults';
import { startBankServer, type BankServer } from './http-server';
import { accountOf, toAccount } from './test-transfers';
import { createTestBank, type TestBank } from './test-bank';

// The faults that lose the answer of a transfer the bank committed, so the app's
// "outcome unknown" can be reached: a gateway's 504, and a connection dropped mid-answer.

const START = new Date('2026-03-01T12:00:00.000Z');
const PATH = '/v2/transfer/internal';

function outgoingOf(bank: MockBank, amount: string) {
  const eur = accountOf(bank, 'ada', 'Everyday euros');
  return (bank.state.users.get('ada')?.transactions ?? []).filter(
    (t) =>
      t.accountId === eur.id &&
      t.direction === 'out' &&
      t.amount === amount &&
      t.status === 'pending',
  );
}

function body(bank: MockBank, amount: string) {
  return toAccount(
    accountOf(bank, 'ada', 'Everyday euros'),
    accountOf(bank, 'grace', 'Grace euros').id,
    amount,
  );
}

describe('commit-then-fail faults in the bank', () => {
  let bank: MockBank, call: TestBank['call'];
  beforeEach(() => {
    ({ bank, call } = createTestBank({ start: START }));
  });

  it('commitThen504: the transfer is booked, the answer is a gateway 504, the log says both', async () => {
    const { available } = accountOf(bank, 'ada', 'Everyday euros');
    bank.faults.add(faultRuleSchema.parse({ path: PATH, method: 'POST', kind: 'commitThen504' }));
    const response = await call('POST', PATH, { body: body(bank, '7.00') });
    expect(response).toEqual({ status: 504, body: { message: 'Endpoint request timed out' } });
    expect(outgoingOf(bank, '7.00')).toHaveLength(1);
    expect(accountOf(bank, 'ada', 'Everyday euros').available).not.toBe(available);
    expect(bank.log.filter((entry) => entry.method === 'POST')).toEqual([
      { method: 'POST', path: PATH, status: 504, handledStatus: 201, at: START.toISOString() },
    ]);
  });

  it('commitThenDrop: the transfer is booked, the connection is to drop after the headers', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: PATH, kind: 'commitThenDrop' }));
    const response = await call('POST', PATH, { body: body(bank, '7.00') });
    expect(response).toMatchObject({ status: 201, drop: 'afterHeaders' });
    expect(response).not.toHaveProperty('handledStatus');
    expect(outgoingOf(bank, '7.00')).toHaveLength(1);
    expect(bank.log.at(-1)).toMatchObject({ method: 'POST', status: 0, handledStatus: 201 });
  });

  it('a refused transfer stays refused underneath: nothing is booked, the log keeps its 400', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: PATH, kind: 'commitThen504' }));
    const response = await call('POST', PATH, { body: body(bank, '99999.00') });
    expect(response.status).toBe(504);
    expect(outgoingOf(bank, '99999.00')).toHaveLength(0);
    expect(bank.log.at(-1)).toMatchObject({ status: 504, handledStatus: 400 });
  });

  it('the fault is used up: the next transfer is answered 201', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: PATH, kind: 'commitThen504' }));
    await call('POST', PATH, { body: body(bank, '7.00') });
    expect((await call('POST', PATH, { body: body(bank, '8.00') })).status).toBe(201);
  });

  it('a plain drop commits nothing', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: PATH, kind: 'drop' }));
    expect((await call('POST', PATH, { body: body(bank, '7.00') })).drop).toBe(true);
    expect(outgoingOf(bank, '7.00')).toHaveLength(0);
  });
});

describe('commit-then-fail faults over HTTP', () => {
  let server: BankServer;
  beforeAll(async () => {
    server = await startBankServer({
      port: 0,
      allowedOrigins: [],
      verifyToken: async (token) => (token.startsWith('t:') ? { sub: token.slice(2) } : null),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.bank.reset());

  async function control(path: string, rule?: unknown) {
    return fetch(`${server.url}${path}`, {
      method: rule === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(rule === undefined ? {} : { body: JSON.stringify(rule) }),
    });
  }

  function post(amount: string) {
    return fetch(`${server.url}${PATH}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t:ada', 'Content-Type': 'application/json' },
      body: JSON.stringify(body(server.bank, amount)),
    });
  }

  async function posts(): Promise<LoggedRequest[]> {
    const { requests } = (await (await control('/__control/requests')).json()) as {
      requests: LoggedRequest[];
    };
    return requests.filter((entry) => entry.method === 'POST' && entry.path === PATH);
  }

  it('commitThenDrop: the status line arrives, the body never completes; one POST, committed', async () => {
    expect(
      (await control('/__control/faults', { path: PATH, kind: 'commitThenDrop' })).status,
    ).toBe(201);
    const response = await post('7.00');
    expect(response.status).toBe(201);
    await expect(response.json()).rejects.toThrow();
    expect(await posts()).toEqual([expect.objectContaining({ status: 0, handledStatus: 201 })]);
    expect(outgoingOf(server.bank, '7.00')).toHaveLength(1);
  });

  it('commitThen504: a 504 with the gateway text; one POST, committed', async () => {
    await control('/__control/faults', { path: PATH, method: 'POST', kind: 'commitThen504' });
    const response = await post('7.00');
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: 'Endpoint request timed out' });
    expect(await posts()).toEqual([expect.objectContaining({ status: 504, handledStatus: 201 })]);
    expect(outgoingOf(server.bank, '7.00')).toHaveLength(1);
  });
});
