import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoggedRequest } from './bank';
import { startBankServer, type BankServer } from './http-server';
import { clientProfileSchema } from './spec/responses';

const APP_ORIGIN = 'http://127.0.0.1:5173';
const ADA = { Authorization: 'Bearer t:ada' };

describe('mock bank HTTP server', () => {
  let server: BankServer;

  beforeAll(async () => {
    server = await startBankServer({
      port: 0,
      allowedOrigins: [APP_ORIGIN],
      verifyToken: async (token) => (token.startsWith('t:') ? { sub: token.slice(2) } : null),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.bank.reset());

  const url = (path: string) => `${server.url}${path}`;

  async function addFault(rule: unknown): Promise<Response> {
    return fetch(url('/__control/faults'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(rule),
    });
  }

  it('listens on a free port of 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toBe('http://127.0.0.1:0');
  });

  describe('CORS', () => {
    function preflight(origin: string) {
      return fetch(url('/client'), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
    }

    it('a preflight from the app’s origin → 204 allowing the origin, Authorization and PATCH', async () => {
      const response = await preflight(APP_ORIGIN);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(response.headers.get('vary')).toMatch(/Origin/);
      const allowHeaders = (response.headers.get('access-control-allow-headers') ?? '')
        .split(',')
        .map((header) => header.trim().toLowerCase());
      expect(allowHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type']));
      expect(response.headers.get('access-control-allow-methods')).toMatch(/\bPATCH\b/);
      expect(await response.text()).toBe('');
    });

    it('a preflight from another origin gets no CORS headers', async () => {
      const response = await preflight('http://evil.example');
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
    });

    it('a simple request from the app’s origin carries the allow-origin header; another origin does not', async () => {
      const allowed = await fetch(url('/client'), { headers: { ...ADA, Origin: APP_ORIGIN } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      const other = await fetch(url('/client'), {
        headers: { ...ADA, Origin: 'http://evil.example' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('does not log preflights as API requests', async () => {
      await preflight(APP_ORIGIN);
      expect(server.bank.log).toEqual([]);
    });
  });

  describe('Client API', () => {
    it('GET /client without a token → 401 {message: Unauthorized}', async () => {
      const response = await fetch(url('/client'));
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    });

    it('GET /client with a token → 200 and the persona’s profile', async () => {
      const response = await fetch(url('/client'), { headers: ADA });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const profile = clientProfileSchema.parse(await response.json());
      expect(profile).toMatchObject({ name: 'Ada', surname: 'Lovelace', kyc: 'kyc:confirmed' });
    });

    it('passes the body through: POST /client with a malformed body → 400 Invalid payload', async () => {
      const response = await fetch(url('/client'), {
        method: 'POST',
        headers: { Authorization: 'Bearer t:new', 'Content-Type': 'application/json' },
        body: '{"name":',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Invalid payload' });
    });
  });

  describe('control API', () => {
    it('a drop fault makes the next request fail without an answer, then it works again', async () => {
      const added = await addFault({ path: '/client', kind: 'drop' });
      expect(added.status).toBe(201);
      expect(await added.json()).toEqual({
        faults: [
          {
            rule: {
              path: '/client',
              kind: 'drop',
              count: 1,
              latencyMs: 1500,
              status: 400,
              message: 'Invalid payload',
            },
            remaining: 1,
          },
        ],
      });

      await expect(fetch(url('/client'), { headers: ADA })).rejects.toThrow(TypeError);

      const again = await fetch(url('/client'), { headers: ADA });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ name: 'Ada' });
    });

    it('an error500 fault answers 500 once', async () => {
      expect((await addFault({ path: '/client', kind: 'error500' })).status).toBe(201);
      const failed = await fetch(url('/client'), { headers: ADA });
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ message: 'Internal server error' });
      expect((await fetch(url('/client'), { headers: ADA })).status).toBe(200);
    });

    it('a latency fault delays the answer', async () => {
      await addFault({ path: '/client', kind: 'latency', latencyMs: 300 });
      const started = performance.now();
      const response = await fetch(url('/client'), { headers: ADA });
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    });

    it.each([
      ['a path without /', { path: 'client', kind: 'drop' }],
      ['an unknown kind', { path: '/client', kind: 'explode' }],
      ['a count of 0', { path: '/client', kind: 'drop', count: 0 }],
      ['an unknown key', { path: '/client', kind: 'drop', extra: 1 }],
    ])('POST /__control/faults with %s → 400, no fault added', async (_name, rule) => {
      const response = await addFault(rule);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) });
      expect(server.bank.faults.list()).toEqual([]);
      expect((await fetch(url('/client'), { headers: ADA })).status).toBe(200);
    });

    it.each([
      ['malformed JSON', '{"path": "/client",'],
      ['no body', undefined],
    ])('POST /__control/faults with %s → 400, not a server error', async (_name, body) => {
      const response = await fetch(url('/__control/faults'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) });
      expect(server.bank.faults.list()).toEqual([]);
    });

    it('GET and DELETE /__control/faults list and clear the faults', async () => {
      await addFault({ path: '/v1/*', kind: 'error500', count: 3 });
      const listed = await fetch(url('/__control/faults'));
      expect(await listed.json()).toEqual({
        faults: [
          {
            rule: {
              path: '/v1/*',
              kind: 'error500',
              count: 3,
              latencyMs: 1500,
              status: 400,
              message: 'Invalid payload',
            },
            remaining: 3,
          },
        ],
      });
      const cleared = await fetch(url('/__control/faults'), { method: 'DELETE' });
      expect(cleared.status).toBe(204);
      expect(server.bank.faults.list()).toEqual([]);
    });

    it('POST /__control/reset → 204 and the state is back to the seed', async () => {
      const patched = await fetch(url('/client'), {
        method: 'PATCH',
        headers: { ...ADA, 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: '+447700900999' }),
      });
      expect(patched.status).toBe(200);
      const created = await fetch(url('/client'), {
        method: 'POST',
        headers: { Authorization: 'Bearer t:new', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Grace',
          surname: 'Hopper',
          nationality: 'USA',
          birthday: '1906-12-09',
          phone: '+12025550100',
        }),
      });
      expect(created.status).toBe(201);
      await addFault({ path: '/client', kind: 'error500', count: 5 });

      const reset = await fetch(url('/__control/reset'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(reset.status).toBe(204);
      expect(await reset.text()).toBe('');

      const ada = await fetch(url('/client'), { headers: ADA });
      expect(ada.status).toBe(200);
      expect(await ada.json()).toMatchObject({ phone: '+447700900123' });
      expect(
        (await fetch(url('/client'), { headers: { Authorization: 'Bearer t:new' } })).status,
      ).toBe(404);
    });

    it('GET /__control/requests lists the API requests with their statuses', async () => {
      await fetch(url('/client'));
      await fetch(url('/client'), { headers: ADA });
      await fetch(url('/client?x=1'), { headers: ADA });
      await fetch(url('/nowhere'), { headers: ADA });
      const response = await fetch(url('/__control/requests'));
      expect(response.status).toBe(200);
      const { requests } = (await response.json()) as { requests: LoggedRequest[] };
      expect(requests.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
        { method: 'GET', path: '/client', status: 401 },
        { method: 'GET', path: '/client', status: 200 },
        { method: 'GET', path: '/client', status: 400 },
        { method: 'GET', path: '/nowhere', status: 404 },
      ]);
      for (const request of requests) expect(Number.isNaN(Date.parse(request.at))).toBe(false);
    });

    it('an unknown control endpoint → 404', async () => {
      const response = await fetch(url('/__control/nothing'));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Unknown control endpoint' });
    });

    it('a control user path with a malformed encoding → 400, not a crash', async () => {
      const response = await fetch(url('/__control/users/%E0%A4%A/client'), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: 'null',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'The user in the path is not validly encoded',
      });
    });
  });

  describe('control API: only this machine, never a cross-site page', () => {
    const RULE = JSON.stringify({ path: '/client', kind: 'error500' });
    const REFUSED = { message: 'The control API answers only same-machine, same-site requests' };

    /** A request with exactly these headers (fetch would not send an arbitrary Host). */
    function raw(
      method: string,
      path: string,
      headers: Record<string, string>,
      body?: string,
    ): Promise<{ status: number; body: string }> {
      const { hostname, port } = new URL(server.url);
      return new Promise((resolve, reject) => {
        const req = httpRequest({ hostname, port, method, path, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    }
    const port = () => new URL(server.url).port;

    it.each([
      [
        'a page of another site, as a form would (text/plain)',
        { Origin: 'http://evil.example', 'Content-Type': 'text/plain' },
      ],
      [
        'a page of another site, even with JSON',
        { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      ],
      ['an opaque origin', { Origin: 'null', 'Content-Type': 'application/json' }],
      [
        'a browser saying cross-site',
        { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
      ],
    ])('POST /__control/faults from %s → 403, no fault added', async (_name, headers) => {
      const response = await raw('POST', '/__control/faults', headers, RULE);
      expect(response).toEqual({ status: 403, body: JSON.stringify(REFUSED) });
      expect(server.bank.faults.list()).toEqual([]);
    });

    it.each([
      ['evil.example', 'evil.example'],
      ['evil.example with the port', `evil.example:${'PORT'}`],
      ['a LAN address', '192.168.1.20:PORT'],
    ])('a Host of %s (DNS rebinding) → 403, even to read', async (_name, host) => {
      const hostHeader = host.replace('PORT', port());
      const read = await raw('GET', '/__control/requests', { Host: hostHeader });
      expect(read).toEqual({ status: 403, body: JSON.stringify(REFUSED) });
      const write = await raw(
        'POST',
        '/__control/faults',
        { Host: hostHeader, 'Content-Type': 'application/json' },
        RULE,
      );
      expect(write.status).toBe(403);
      expect(server.bank.faults.list()).toEqual([]);
    });

    it.each([
      ['text/plain', { 'Content-Type': 'text/plain' }],
      ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['no content type', {}],
    ])('a POST declared as %s → 415, nothing changed', async (_name, headers) => {
      const fault = await raw('POST', '/__control/faults', headers, RULE);
      expect(fault).toEqual({
        status: 415,
        body: JSON.stringify({
          message: 'The control API takes JSON only (Content-Type: application/json)',
        }),
      });
      expect(server.bank.faults.list()).toEqual([]);
      await addFault({ path: '/client', kind: 'error500' });
      expect((await raw('POST', '/__control/reset', headers)).status).toBe(415);
      expect(server.bank.faults.list()).toHaveLength(1);
    });

    it.each([
      ['127.0.0.1', '127.0.0.1:PORT', {}],
      ['localhost', 'localhost:PORT', {}],
      ['[::1]', '[::1]:PORT', {}],
      ['localhost without a port, from the app', 'localhost', { Origin: APP_ORIGIN }],
      ['127.0.0.1, same-site', '127.0.0.1:PORT', { 'Sec-Fetch-Site': 'same-site' }],
    ])('a JSON request to %s still works', async (_name, host, headers) => {
      const response = await raw(
        'POST',
        '/__control/faults',
        {
          Host: host.replace('PORT', port()),
          'Content-Type': 'application/json; charset=utf-8',
          ...headers,
        },
        RULE,
      );
      expect(response.status).toBe(201);
      expect(server.bank.faults.list()).toHaveLength(1);
    });
  });

  describe('edges', () => {
    const requests = async () =>
      ((await (await fetch(url('/__control/requests'))).json()) as { requests: LoggedRequest[] })
        .requests;

    it('a malformed percent-encoding in the path → 400 {message}, logged, no server error', async () => {
      const response = await fetch(url('/v1/ext-accounts/%E0%A4%A'), { headers: ADA });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'The request path is not valid: it has a malformed percent-encoding',
      });
      expect(await requests()).toEqual([
        expect.objectContaining({ method: 'GET', path: '/v1/ext-accounts/%E0%A4%A', status: 400 }),
      ]);
    });

    it('a body of 1 MB → 413 {message}, logged', async () => {
      const response = await fetch(url('/v1/accounts'), {
        method: 'POST',
        headers: { ...ADA, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'x'.repeat(1024 * 1024), currency: 'EUR' }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'The request body is too large' });
      expect(await requests()).toEqual([
        expect.objectContaining({ method: 'POST', path: '/v1/accounts', status: 413 }),
      ]);
    });

    it('a JSON body sent as text/plain → 415 {message}', async () => {
      const response = await fetch(url('/client'), {
        method: 'PATCH',
        headers: { ...ADA, 'Content-Type': 'text/plain' },
        body: JSON.stringify({ phone: '+447700900999' }),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        message: 'The request body must be JSON (Content-Type: application/json)',
      });
    });
  });
});
