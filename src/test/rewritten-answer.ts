// A test's own change to one answer of the mock bank: the bank handles the request as usual,
// then the test rewrites the body it answered (e.g. a status value the spec does not list).
import { http as mswHttp, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { MockBank } from '../../mock/bank/bank';
import { TEST_BANK_URL } from './mock-bank-harness';

/** From now on in this test, GET `path`'s successful answer goes through `rewrite` first. */
export function rewriteAnswer(
  server: SetupServer,
  bank: MockBank,
  path: string,
  rewrite: (body: unknown) => unknown,
): void {
  server.use(
    mswHttp.get(`${TEST_BANK_URL}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const response = await bank.handle({
        method: 'GET',
        url: url.pathname + url.search,
        authorization: request.headers.get('authorization'),
        body: null,
        contentType: null,
      });
      const ok = response.status >= 200 && response.status < 300;
      const body = ok ? rewrite(response.body) : response.body;
      return HttpResponse.json(body as Record<string, unknown>, { status: response.status });
    }),
  );
}
