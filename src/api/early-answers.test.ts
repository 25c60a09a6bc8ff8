// The first screen's reads asked for with the token (issue 37 §1): the HTTP client takes an
// early answer once, only for the same GET and token, and only while it is fresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, CORE, json, okSchema, type Call } from '../test/http-kit';
import { useFakeTimers } from '../test/fake-clock';
import { keepEarlyAnswer } from '../app/first-reads';
import {
  EARLY_ANSWER_FRESH_MS,
  forgetEarlyAnswers,
  takeEarlyAnswer,
  whenNoEarlyAnswers,
} from './early-answers';

/** Keeps `body` as the early answer of `url` asked with `token`. */
function keep(url: string, token: string, body: unknown, status = 200) {
  keepEarlyAnswer(url, token, Promise.resolve(json(body, status)));
}

const notAsked = (): Response => {
  throw new Error('the client asked the bank itself');
};

afterEach(() => {
  forgetEarlyAnswers();
  vi.useRealTimers();
});

describe('early answers', () => {
  it('stand in for the same GET with the same token, once', async () => {
    keep(`${CORE}/client`, 'old-token', { ok: true, early: true });
    const calls: Call[] = [];
    const { http } = client((call) => {
      calls.push(call);
      return json({ ok: true, early: false });
    });
    const schema = okSchema.extend({ early: okSchema.shape.ok });
    await expect(http.request({ path: '/client', schema })).resolves.toEqual({
      ok: true,
      early: true,
    });
    expect(calls).toHaveLength(0);
    // A second read is the screen's own.
    await expect(http.request({ path: '/client', schema })).resolves.toEqual({
      ok: true,
      early: false,
    });
    expect(calls).toHaveLength(1);
  });

  it('are not taken for another address, another token or a write', async () => {
    keep(`${CORE}/client`, 'old-token', { ok: true });
    keep(`${CORE}/v1/accounts`, 'another-token', { ok: true });
    const { http, calls } = client(() => json({ ok: true }));
    await http.request({ path: '/client', query: { companyId: 'c-1' }, schema: okSchema });
    await http.request({ path: '/v1/accounts', schema: okSchema });
    await http.request({ method: 'POST', path: '/client', body: {}, schema: okSchema });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${CORE}/client?companyId=c-1`,
      `GET ${CORE}/v1/accounts`,
      `POST ${CORE}/client`,
    ]);
  });

  it('are not taken once stale: the screen asks the bank itself', async () => {
    useFakeTimers();
    keep(`${CORE}/client`, 'old-token', { ok: true });
    vi.advanceTimersByTime(EARLY_ANSWER_FRESH_MS + 1);
    const { http, calls } = client(() => json({ ok: true }));
    await http.request({ path: '/client', schema: okSchema });
    expect(calls).toHaveLength(1);
  });

  it('that failed are asked again by the screen, as if never asked', async () => {
    const offline = Promise.reject(new TypeError('offline'));
    offline.catch(() => undefined);
    keepEarlyAnswer(`${CORE}/client`, 'old-token', offline);
    const { http, calls } = client(() => json({ ok: true }));
    await expect(http.request({ path: '/client', schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toHaveLength(1);
  });

  it('that the bank refused are the screen’s answer: a 401 renews and asks once more', async () => {
    keep(`${CORE}/client`, 'old-token', { message: 'Unauthorized' }, 401);
    const { http, calls, renewAccessToken } = client((call) =>
      call.token === 'new-token' ? json({ ok: true }) : notAsked(),
    );
    await expect(http.request({ path: '/client', schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.token)).toEqual(['new-token']);
  });

  it('are forgotten with the session', async () => {
    keep(`${CORE}/client`, 'old-token', { ok: true });
    forgetEarlyAnswers();
    const { http, calls } = client(() => json({ ok: true }));
    await http.request({ path: '/client', schema: okSchema });
    expect(calls).toHaveLength(1);
  });

  it('tell who waits when none is left: taken by the screen or gone stale', () => {
    useFakeTimers();
    const atOnce = vi.fn();
    whenNoEarlyAnswers(atOnce);
    expect(atOnce).toHaveBeenCalledTimes(1);

    keep(`${CORE}/client`, 'old-token', { ok: true });
    keep(`${CORE}/v1/accounts`, 'old-token', { ok: true });
    const waiting = vi.fn();
    const stopped = vi.fn();
    whenNoEarlyAnswers(waiting);
    whenNoEarlyAnswers(stopped)();
    void takeEarlyAnswer(`${CORE}/client`, 'old-token');
    expect(waiting).not.toHaveBeenCalled();
    // The accounts' answer is never taken (another screen landed): it goes stale.
    vi.advanceTimersByTime(EARLY_ANSWER_FRESH_MS + 1);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });
});
