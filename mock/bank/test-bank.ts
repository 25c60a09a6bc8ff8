import { MockBank, type BankResponse } from './bank';
import type { Reading } from './readings';

/** How a test request is sent by `TestBank.call`. */
export interface TestCallOptions {
  /**
   * The login to send the test token `t:<login>` for (default `ada`);
   * null sends no Authorization header.
   */
  as?: string | null;
  /** The Authorization header as given (null: none); takes precedence over `as`. */
  authorization?: string | null;
  /**
   * The request body: a string is sent as it is (so malformed JSON can be
   * sent), anything else as its JSON; undefined sends no body.
   */
  body?: unknown;
  /** The Content-Type header: `application/json` when a body is sent, unless given (null: none). */
  contentType?: string | null;
}

export interface TestBank {
  bank: MockBank;
  /** Sends one request to `bank.handle`, authenticated with the test token of `as`. */
  call(method: string, url: string, options?: TestCallOptions): Promise<BankResponse>;
  /** Moves the bank's clock forward. */
  advance(ms: number): void;
  /** The bank's clock. */
  now(): Date;
}

/**
 * A fresh seeded `MockBank` for unit tests: its token verifier accepts
 * `t:<login>` as that login, and its clock stands at `start` until `advance`. It takes the
 * `first` reading of the spec's gaps unless `reading` names another (mock/bank/readings.ts).
 */
export function createTestBank({ start, reading }: { start: Date; reading?: Reading }): TestBank {
  let clock = start.getTime();
  const now = () => new Date(clock);
  const bank = new MockBank({
    verifyToken: async (token) => (token.startsWith('t:') ? { sub: token.slice(2) } : null),
    now,
    ...(reading === undefined ? {} : { reading }),
  });

  function call(method: string, url: string, options: TestCallOptions = {}) {
    const { as = 'ada', body } = options;
    const authorization =
      options.authorization !== undefined
        ? options.authorization
        : as === null
          ? null
          : `Bearer t:${as}`;
    return bank.handle({
      method,
      url,
      authorization,
      body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
      contentType:
        options.contentType !== undefined
          ? options.contentType
          : body === undefined
            ? null
            : 'application/json',
    });
  }

  return {
    bank,
    call,
    advance(ms) {
      clock += ms;
    },
    now,
  };
}
