// What the HTTP client's failures become (ApiError, NetworkError, ResponseShapeError, an
// abort passed through) and how each is described to the user.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../lib/i18n/messages-en';
import { client, json, okSchema, type Answer } from '../test/http-kit';
import { anyObjectResponseSchema } from './shared/fields';
import {
  ApiError,
  describeError,
  NetworkError,
  ResponseShapeError,
  UnauthorizedError,
} from './errors';

describe('createHttpClient: errors', () => {
  it.each([
    [400, 'Account balance is not enough'],
    [403, 'Sender has no contract'],
    [404, 'Client not found'],
    [500, 'Internal server error'],
    [503, 'Service unavailable'],
  ])('a %i with {message} → ApiError with status and apiMessage', async (status, message) => {
    const { http } = client(() => json({ message }, status));
    const error = await http.request({ path: '/x', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status, apiMessage: message, body: { message } });
    expect((error as Error).message).toBe(message);
  });

  it('a non-JSON error body → ApiError with apiMessage null', async () => {
    const { http } = client(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await http.request({ path: '/x', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      apiMessage: null,
      body: '<html>Bad gateway</html>',
    });
    expect((error as Error).message).toBe('The server answered with status 502');
  });

  it('an empty error body or a blank/non-string message → apiMessage null', async () => {
    const answers = [
      new Response(null, { status: 500 }),
      json({ message: '   ' }, 400),
      json({ message: 42 }, 400),
      json({ error: 'x' }, 400),
    ];
    const { http } = client(() => answers.shift() ?? json({}, 500));
    for (const status of [500, 400, 400, 400]) {
      await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({
        status,
        apiMessage: null,
      });
    }
  });

  it('fetch rejecting with a TypeError → NetworkError carrying the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { http } = client(() => Promise.reject(cause));
    const error = await http.request({ path: '/x', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).cause).toBe(cause);
  });

  it('an AbortError passes through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { http } = client(() => Promise.reject(abort));
    const error = await http.request({ path: '/x', schema: okSchema }).catch((e) => e);
    expect(error).toBe(abort);
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  /** A fetch that never answers and rejects, as fetch does, with the signal's reason. */
  function abortable(controller: AbortController): Answer {
    return () =>
      new Promise<Response>((_resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
      });
  }

  it('an aborted signal rejects with the signal’s AbortError, not a NetworkError', async () => {
    const controller = new AbortController();
    const { http } = client(abortable(controller));
    const pending = http
      .request({ path: '/x', schema: okSchema, signal: controller.signal })
      .catch((e) => e);
    controller.abort();
    const error = await pending;
    expect(error).toBe(controller.signal.reason);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('abort(reason) rejects with that reason, not a NetworkError', async () => {
    const controller = new AbortController();
    const reason = new Error('The user left the page');
    const { http } = client(abortable(controller));
    const pending = http
      .request({ path: '/x', schema: okSchema, signal: controller.signal })
      .catch((e) => e);
    controller.abort(reason);
    expect(await pending).toBe(reason);
  });

  it('a 200 whose body does not match the schema → ResponseShapeError', async () => {
    const { http } = client(() => json({ id: 42 }));
    const schema = z.object({ id: z.string() });
    const error = await http.request({ path: '/client', schema }).catch((e) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as ResponseShapeError).issues[0]?.path).toEqual(['id']);
    expect((error as Error).message).toMatch(/^Unexpected response from GET \/client at id: /);
  });

  it('a 200 with a non-JSON body → ResponseShapeError', async () => {
    const { http } = client(() => new Response('OK', { status: 200 }));
    await expect(http.request({ path: '/client', schema: okSchema })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('an empty 204 body is parsed as undefined by a schema that accepts it', async () => {
    const { http } = client(() => new Response(null, { status: 204 }));
    await expect(
      http.request({ method: 'POST', path: '/x', body: {}, schema: anyObjectResponseSchema }),
    ).resolves.toBeUndefined();
    await expect(http.request({ path: '/x', schema: z.undefined() })).resolves.toBeUndefined();
    // A schema that needs a body reports the empty answer as a shape error.
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });
});

describe('describeError', () => {
  it.each([
    [
      'UnauthorizedError',
      new UnauthorizedError({ message: 'Unauthorized' }),
      'error.unauthorized',
      null,
    ],
    ['NetworkError', new NetworkError(new TypeError('x')), 'error.network', null],
    ['ResponseShapeError', new ResponseShapeError('GET /x', []), 'error.shape', null],
    // A server error's text is never passed on: the app says what happened in its own words.
    ['500', new ApiError(500, 'Internal server error', {}), 'error.server', null],
    ['503 without message', new ApiError(503, null, ''), 'error.server', null],
    [
      '403',
      new ApiError(403, 'Sender has no contract', {}),
      'error.forbidden',
      'Sender has no contract',
    ],
    ['404', new ApiError(404, 'Client not found', {}), 'error.notFound', 'Client not found'],
    ['400', new ApiError(400, 'Invalid payload', {}), 'error.badRequest', 'Invalid payload'],
    ['409', new ApiError(409, null, {}), 'error.badRequest', null],
    ['a plain Error', new Error('boom'), 'error.unexpected', null],
    ['a string', 'boom', 'error.unexpected', null],
  ] as const)('%s → %s', (_name, error, key, apiMessage) => {
    const described = describeError(error);
    expect(described).toEqual({ key, apiMessage });
    expect(en[described.key as keyof typeof en]).toEqual(expect.any(String));
  });
});
