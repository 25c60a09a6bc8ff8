import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MockBank } from './bank';

/**
 * The same mock bank behind msw, for Vitest: every request to `baseUrl` is
 * handed to `bank.handle`, so unit tests meet the same validation, messages
 * and state as the dev server and Playwright.
 */
export function bankHandlers(bank: MockBank, baseUrl: string): HttpHandler[] {
  return [
    http.all(`${baseUrl}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
      const response = await bank.handle({
        method: request.method,
        url: url.pathname + url.search,
        authorization: request.headers.get('authorization'),
        body: body === '' ? null : body,
        contentType: request.headers.get('content-type'),
      });
      if (response.delayMs) await delay(response.delayMs);
      if (response.drop) return HttpResponse.error();
      if (response.body === undefined) return new HttpResponse(null, { status: response.status });
      return HttpResponse.json(response.body as Record<string, unknown>, {
        status: response.status,
      });
    }),
  ];
}
