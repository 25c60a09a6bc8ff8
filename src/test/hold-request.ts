import { http as mswHttp } from 'msw';
import type { SetupServer } from 'msw/node';
import { TEST_BANK_URL } from './mock-bank-harness';

/**
 * Holds the mock bank's answers to GET `path` (e.g. "/v1/accounts") until `release()`, then
 * lets the bank answer them: a test can see what a screen asks for while that read is still
 * on its way.
 */
export function holdRequest(server: SetupServer, path: string): { release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    mswHttp.get(`${TEST_BANK_URL}${path}`, async () => {
      await released;
      // Nothing returned: the request goes on to the mock bank's own handler.
    }),
  );
  return { release };
}
