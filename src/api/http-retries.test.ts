// Which failures are tried again: isRetryableError and the query client's retry policy.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  isRetryableError,
  NetworkError,
  ResponseShapeError,
  UnauthorizedError,
} from './errors';
import { createQueryClient } from './query-client';

describe('isRetryableError', () => {
  it.each([
    ['NetworkError', new NetworkError(new TypeError('Failed to fetch')), true],
    ['500', new ApiError(500, null, undefined), true],
    ['502', new ApiError(502, null, undefined), true],
    ['503', new ApiError(503, 'Service unavailable', undefined), true],
    ['400', new ApiError(400, 'Invalid payload', undefined), false],
    ['403', new ApiError(403, null, undefined), false],
    ['404', new ApiError(404, 'Client not found', undefined), false],
    ['401 (UnauthorizedError)', new UnauthorizedError(), false],
    ['ResponseShapeError', new ResponseShapeError('GET /x', []), false],
    ['a plain Error', new Error('boom'), false],
    ['an AbortError', new DOMException('aborted', 'AbortError'), false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });
});

describe('createQueryClient', () => {
  it('the default query retry function retries network errors and 5xx, never 4xx, at most 3 times', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('expected a retry function');
    const e503 = new ApiError(503, null, undefined);
    expect(retry(0, e503)).toBe(true);
    expect(retry(2, e503)).toBe(true);
    expect(retry(3, e503)).toBe(false);
    expect(retry(0, new NetworkError(null))).toBe(true);
    expect(retry(0, new ApiError(400, null, undefined))).toBe(false);
    expect(retry(0, new ApiError(404, null, undefined))).toBe(false);
    expect(retry(0, new UnauthorizedError())).toBe(false);
    expect(retry(0, new ResponseShapeError('GET /x', []))).toBe(false);
  });

  it('backs off exponentially up to 15 s', () => {
    const retryDelay = createQueryClient().getDefaultOptions().queries?.retryDelay;
    if (typeof retryDelay !== 'function') throw new Error('expected a retryDelay function');
    const error = new ApiError(503, null, undefined);
    expect([0, 1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, error))).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
  });

  it('mutations are never retried', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  async function attemptsUntilSettled(error: Error): Promise<number> {
    const queryClient = createQueryClient();
    let attempts = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['attempts', error.message],
      queryFn: () => {
        attempts += 1;
        return Promise.reject(error);
      },
      retryDelay: 0,
    });
    await new Promise<void>((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.isError) {
          unsubscribe();
          resolve();
        }
      });
    });
    queryClient.clear();
    return attempts;
  }

  it('a query failing with 503 is tried 4 times; with 400 or 404 once', async () => {
    expect(await attemptsUntilSettled(new ApiError(503, 'a', undefined))).toBe(4);
    expect(await attemptsUntilSettled(new ApiError(400, 'b', undefined))).toBe(1);
    expect(await attemptsUntilSettled(new ApiError(404, 'c', undefined))).toBe(1);
  });
});
