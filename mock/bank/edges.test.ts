import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { BankError } from './bank-error';
import { Router, type RouteContext } from './router';
import { notImplementedRoutes, SPEC_ENDPOINTS } from './spec-endpoints';
import { createTestBank, type TestBank } from './test-bank';

const NOW = new Date('2026-03-01T12:00:00.000Z');

let bank: MockBank, call: TestBank['call'];
beforeEach(() => {
  ({ bank, call } = createTestBank({ start: NOW }));
});

const openAccount = { title: 'Holiday money', currency: 'EUR' };

describe('a malformed percent-encoding in the path', () => {
  it.each([
    ['GET', '/v1/ext-accounts/%E0%A4%A'],
    ['PATCH', '/v2/accounts/%ZZ'],
    ['GET', '/client/%'],
  ])('%s %s → 400 with a message, logged', async (method, url) => {
    const response = await call(method, url, method === 'PATCH' ? { body: {} } : {});
    expect(response).toEqual({
      status: 400,
      body: { message: 'The request path is not valid: it has a malformed percent-encoding' },
    });
    expect(bank.log.at(-1)).toMatchObject({ method, status: 400 });
  });
});

describe('request bodies', () => {
  const LIMIT = 64 * 1024;

  it('past 64 KiB → 413, logged', async () => {
    const body = JSON.stringify({ ...openAccount, padding: 'x'.repeat(LIMIT) });
    expect(await call('POST', '/v1/accounts', { body })).toEqual({
      status: 413,
      body: { message: 'The request body is too large' },
    });
    expect(bank.log.at(-1)).toMatchObject({ method: 'POST', path: '/v1/accounts', status: 413 });
  });

  it('counts bytes, not characters: 64 KiB of two-byte letters is too large', async () => {
    const body = JSON.stringify({ title: 'é'.repeat(LIMIT / 2) });
    expect((await call('POST', '/v1/accounts', { body })).status).toBe(413);
  });

  it('at the limit is read (and validated as usual)', async () => {
    const prefix = '{"title":"';
    const body = `${prefix}${'x'.repeat(LIMIT - prefix.length - 2)}"}`;
    expect(body).toHaveLength(LIMIT);
    expect(await call('POST', '/v1/accounts', { body })).toEqual({
      status: 400,
      body: { message: 'Invalid payload' },
    });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['no Content-Type', null],
    ['form data', 'application/x-www-form-urlencoded'],
    ['a JSON-like type', 'application/jsonp'],
  ])('declared as %s → 415, logged', async (_name, contentType) => {
    expect(await call('POST', '/v1/accounts', { body: openAccount, contentType })).toEqual({
      status: 415,
      body: { message: 'The request body must be JSON (Content-Type: application/json)' },
    });
    expect(bank.log.at(-1)).toMatchObject({ status: 415 });
  });

  it('application/json with a charset is accepted', async () => {
    const contentType = 'Application/JSON; charset=utf-8';
    expect((await call('POST', '/v1/accounts', { body: openAccount, contentType })).status).toBe(
      201,
    );
  });

  it('a request without a body needs no Content-Type', async () => {
    expect((await call('GET', '/client', { contentType: null })).status).toBe(200);
  });
});

describe('GET /v1/accounts', () => {
  it('leaves companyId out of an account that belongs to no company (the spec types it a string)', async () => {
    const response = await call('GET', '/v1/accounts');
    const accounts = response.body as Record<string, unknown>[];
    expect(accounts).toHaveLength(4);
    for (const account of accounts) expect(account).not.toHaveProperty('companyId');
  });

  it('sends the companyId of a company account', async () => {
    const corp = bank.state.users.get('acme')?.companies[0];
    const response = await call('GET', `/v1/accounts?companyId=${corp?.companyId}`, {
      as: 'acme',
    });
    const accounts = response.body as Record<string, unknown>[];
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) expect(account['companyId']).toBe(corp?.companyId);
  });
});

describe('the endpoints of the spec', () => {
  const notImplemented = 'This endpoint of the Client API is not implemented in the mock bank yet';

  it.each(SPEC_ENDPOINTS)(
    '%s %s has a route of its own (never the 501 fallback)',
    async (method, pattern) => {
      const url = pattern.replaceAll(/:[A-Za-z]+/g, '0190b1c2-3d4e-7f00-8a00-000000000001');
      const response = await call(method, url, method === 'GET' ? {} : { body: {} });
      expect(response.status).not.toBe(501);
    },
  );

  it('an endpoint of the spec without a route answers 501 saying so', () => {
    const router = new Router();
    notImplementedRoutes(router);
    const route = router.match('POST', '/crypto-exchange/wallets');
    expect(() => route?.handler({} as RouteContext)).toThrow(new BankError(501, notImplemented));
  });

  it('still needs a valid token first', async () => {
    expect((await call('POST', '/v2/transfer', { as: null })).status).toBe(401);
  });

  it('a path outside the spec stays 404 Not found, and implemented endpoints answer as before', async () => {
    expect(await call('GET', '/v2/transfers')).toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
    expect((await call('GET', '/v1/accounts')).status).toBe(200);
  });
});
