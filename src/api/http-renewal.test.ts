// The HTTP client after a 401: one renewal of the token (shared by concurrent requests) and
// one retry, else the session ends.
import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from '../utils/single-flight';
import { acceptsOnly, client, CORE, json, okSchema } from '../test/http-kit';
import { ApiError, UnauthorizedError } from './errors';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createHttpClient: 401, renewal and one retry', () => {
  it('renews once on a 401 and retries once with the new token', async () => {
    let token = 'old-token';
    const renewAccessToken = vi.fn(async () => {
      token = 'new-token';
      return token;
    });
    const { http, calls, onSessionEnded } = client(acceptsOnly('new-token', { ok: true }), {
      getAccessToken: () => token,
      renewAccessToken,
    });
    await expect(
      http.request({ method: 'POST', path: '/client', body: { a: 1 }, schema: okSchema }),
    ).resolves.toEqual({ ok: true });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.token)).toEqual(['old-token', 'new-token']);
    // The retry is the same request: same method, URL and body.
    expect(calls[1]?.method).toBe('POST');
    expect(calls[1]?.url).toBe(calls[0]?.url);
    expect(calls[1]?.body).toBe(calls[0]?.body);
    expect(calls[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('uses the token renewal resolves to, even when getAccessToken still gives the old one', async () => {
    const { http, calls, renewAccessToken } = client(acceptsOnly('new-token'));
    await expect(http.request({ path: '/client', schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.token)).toEqual(['old-token', 'new-token']);
  });

  it('five concurrent 401s: one single-flight renewal, each request retried exactly once', async () => {
    let token = 'old-token';
    let renewals = 0;
    // As the app wires it: the auth client's renew is wrapped in singleFlight.
    const renewAccessToken = singleFlight(async () => {
      renewals += 1;
      await tick();
      token = `new-token-${renewals}`;
      return token;
    });
    const { http, calls, onSessionEnded } = client(acceptsOnly('new-token-1'), {
      getAccessToken: () => token,
      renewAccessToken,
    });

    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => http.request({ path: `/r/${i}`, schema: okSchema })),
    );

    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(renewals).toBe(1);
    expect(calls).toHaveLength(10);
    for (const i of [0, 1, 2, 3, 4]) {
      const tokens = calls.filter((call) => call.url === `${CORE}/r/${i}`).map((c) => c.token);
      expect(tokens).toEqual(['old-token', 'new-token-1']);
    }
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('five concurrent requests whose 401s arrive after a renewal reuse the new token without renewing again', async () => {
    let token = 'old-token';
    const renewAccessToken = vi.fn(async () => {
      await tick();
      token = 'new-token';
      return token;
    });
    // The first 401 comes at once, the others once the renewal has finished: once the first
    // request is retried with the new token (a state, not a delay: no real time is counted).
    let firstRetried!: () => void;
    const renewalFinished = new Promise<void>((resolve) => {
      firstRetried = resolve;
    });
    const { http, calls } = client(
      async (call) => {
        const first = call.url === `${CORE}/r/0`;
        if (call.token === 'new-token') {
          if (first) firstRetried();
          return json({ ok: true });
        }
        if (!first) await renewalFinished;
        return json({ message: 'Unauthorized' }, 401);
      },
      { getAccessToken: () => token, renewAccessToken },
    );

    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => http.request({ path: `/r/${i}`, schema: okSchema })),
    );

    expect(results).toHaveLength(5);
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(10);
    expect(calls.filter((call) => call.token === 'new-token')).toHaveLength(5);
  });

  it('a 401 after the retry ends the session with an UnauthorizedError', async () => {
    const { http, calls, onSessionEnded, renewAccessToken } = client(() =>
      json({ message: 'Unauthorized' }, 401),
    );
    const error = await http.request({ path: '/client', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual({ message: 'Unauthorized' });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a failed renewal ends the session with an UnauthorizedError and no retry', async () => {
    const renewAccessToken = vi.fn(() => Promise.reject(new Error('invalid_grant')));
    const { http, calls, onSessionEnded } = client(acceptsOnly('new-token'), {
      renewAccessToken,
    });
    const error = await http.request({ path: '/client', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as ApiError).status).toBe(401);
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not renew for other error statuses (403)', async () => {
    const { http, calls, renewAccessToken, onSessionEnded } = client(() =>
      json({ message: 'Sender has no access to this account' }, 403),
    );
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({
      status: 403,
      apiMessage: 'Sender has no access to this account',
    });
    expect(renewAccessToken).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });
});
