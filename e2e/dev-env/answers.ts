import type { Page, Response } from '@playwright/test';
import { expect } from '../fixtures';

// What the Client API answered the page: the dev-environment journeys take every expected
// value from these answers, never from the mock's seed, so they hold against any environment
// with its own users and data.

export interface Answer {
  method: string;
  url: URL;
  status: number;
  body: unknown;
}

/** Whether `url` is a request of `method` to `path` of the API (whatever its base path). */
function matches(response: Response, method: string, path: string | RegExp): boolean {
  if (response.request().method() !== method) return false;
  const { pathname } = new URL(response.url());
  return typeof path === 'string' ? pathname.endsWith(path) : path.test(pathname);
}

/** Records every JSON answer of the API the page receives, in order. */
export class Answers {
  private readonly seen: Answer[] = [];

  constructor(page: Page) {
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'fetch' && type !== 'xhr') return;
      const contentType = response.headers()['content-type'] ?? '';
      if (!contentType.includes('json')) return;
      const method = response.request().method();
      const url = new URL(response.url());
      const status = response.status();
      response.json().then(
        (body: unknown) => void this.seen.push({ method, url, status, body }),
        () => undefined, // the page closed before the body was read
      );
    });
  }

  /** Every answer so far of `method` `path`, refusals included. */
  any(method: string, path: string | RegExp): Answer[] {
    return this.seen.filter(
      (answer) =>
        answer.method === method &&
        (typeof path === 'string'
          ? answer.url.pathname.endsWith(path)
          : path.test(answer.url.pathname)),
    );
  }

  /** Every successful answer so far of `method` `path`. */
  all(method: string, path: string | RegExp): Answer[] {
    return this.any(method, path).filter((answer) => answer.status >= 200 && answer.status < 300);
  }

  /** The latest successful answer of `method` `path` (waits until there is one). */
  async latest<T>(
    method: string,
    path: string | RegExp,
    where?: (answer: Answer) => boolean,
  ): Promise<T> {
    let found: Answer | undefined;
    await expect
      .poll(
        () => {
          found = this.all(method, path)
            .filter((answer) => !where || where(answer))
            .at(-1);
          return found !== undefined;
        },
        { message: `an answer to ${method} ${String(path)}` },
      )
      .toBe(true);
    return (found as Answer).body as T;
  }
}

/** Waits for the next answer to `method` `path` (start waiting before the action causing it). */
export async function nextAnswer<T>(
  page: Page,
  method: string,
  path: string | RegExp,
): Promise<{ status: number; body: T; request: unknown }> {
  const response = await page.waitForResponse((candidate) => matches(candidate, method, path));
  const text = await response.text();
  return {
    status: response.status(),
    body: (text ? JSON.parse(text) : null) as T,
    request: response.request().postDataJSON() as unknown,
  };
}
