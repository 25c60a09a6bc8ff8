import { BankError, mockMessages } from './bank-error';
import { Faults } from './faults';
import { alternateAnswer } from './alternate/answers';
import { withReading } from './reading-scope';
import { parseJsonBody } from './request-body';
import { checkQueryNames, Router } from './router';
import { accountsRoutes } from './routes/accounts';
import { clientRoutes } from './routes/client';
import { companiesRoutes } from './routes/companies';
import { contractsRoutes } from './routes/contracts';
import { cryptoInfoRoutes } from './routes/crypto-info';
import { cryptoOrdersRoutes } from './routes/crypto-orders';
import { cryptoWalletsRoutes } from './routes/crypto-wallets';
import { kybRoutes } from './routes/kyb';
import { recipientsRoutes } from './routes/recipients';
import { statementsRoutes } from './routes/statements';
import { transactionsRoutes } from './routes/transactions';
import { transfersRoutes } from './routes/transfers';
import { verificationRoutes } from './routes/verification';
import type { Reading } from './readings';
import { seedBank } from './seed';
import { notImplementedRoutes } from './spec-endpoints';
import { emptyUser, type BankState, type UserState } from './state';
import type { ClientProfile } from '../../src/api/client/schemas';

export interface BankRequest {
  method: string;
  /** Path and query, e.g. `/v1/transactions?limit=20`. */
  url: string;
  /** The Authorization header value, if any. */
  authorization: string | null;
  /** The raw body text, if any. */
  body: string | null;
  /** The Content-Type header value, if any (a body must be JSON). */
  contentType: string | null;
}

export interface BankResponse {
  status: number;
  body?: unknown;
  /** The transport should wait this long before answering. */
  delayMs?: number;
  /** Internal: the bank's own status when a fault replaced the answer (moved to the log). */
  handledStatus?: number;
  /**
   * The transport should drop the connection: `true` before any byte of an answer (a browser
   * may then send the request again on another connection, docs/decisions/0006), `afterHeaders`
   * once the status line and headers of this answer are out (nothing is sent again).
   */
  drop?: true | 'afterHeaders';
}

export interface BankOptions {
  /** Checks a bearer token; resolves to its subject, or null when it is not valid. */
  verifyToken(token: string): Promise<{ sub: string } | null>;
  now?: () => Date;
  /** Which reading of the spec's gaps to take (mock/bank/readings.ts); `first` by default. */
  reading?: Reading;
}

export interface LoggedRequest {
  method: string;
  path: string;
  /** The status the client was sent; 0 when the connection was dropped. */
  status: number;
  /** When a fault replaced the answer after the bank handled the request: the bank's own status. */
  handledStatus?: number;
  at: string;
}

/**
 * The stateful mock of the Client API. Transport-free: the Node HTTP server
 * (dev server, Playwright) and msw (Vitest) both call `handle`.
 */
export class MockBank {
  state: BankState;
  readonly faults = new Faults();
  readonly log: LoggedRequest[] = [];
  private readonly router = new Router();
  /** The bank's clock (the control API reads it too). */
  readonly now: () => Date;
  /** The reading of the spec's gaps this bank takes (also `state.reading`, for the routes). */
  readonly reading: Reading;

  constructor(private readonly options: BankOptions) {
    this.now = options.now ?? (() => new Date());
    this.reading = options.reading ?? 'first';
    this.state = seedBank(this.now(), this.reading);
    clientRoutes(this.router);
    contractsRoutes(this.router);
    verificationRoutes(this.router);
    companiesRoutes(this.router);
    kybRoutes(this.router);
    accountsRoutes(this.router);
    transactionsRoutes(this.router);
    statementsRoutes(this.router);
    recipientsRoutes(this.router);
    transfersRoutes(this.router);
    cryptoInfoRoutes(this.router);
    cryptoOrdersRoutes(this.router);
    cryptoWalletsRoutes(this.router);
    // Last: the spec's endpoints that no route above implements answer 501.
    notImplementedRoutes(this.router);
  }

  /** Back to the seeded personas; faults and the request log are cleared too. */
  reset(): void {
    this.state = seedBank(this.now(), this.reading);
    this.faults.clear();
    this.log.length = 0;
  }

  /** Control API: merges fields into a user's client profile (null removes it). */
  patchClient(sub: string, patch: unknown): ClientProfile | null {
    const user = this.userFor(sub);
    if (patch === null) {
      user.client = null;
      return null;
    }
    const base = user.client ?? seedBank(this.now(), this.reading).users.get('ada')?.client ?? null;
    if (!base || typeof patch !== 'object') return user.client;
    user.client = { ...base, ...(patch as Partial<ClientProfile>) };
    return user.client;
  }

  private userFor(sub: string): UserState {
    let user = this.state.users.get(sub);
    if (!user) {
      user = emptyUser(sub);
      this.state.users.set(sub, user);
    }
    return user;
  }

  async handle(request: BankRequest): Promise<BankResponse> {
    const url = new URL(request.url, 'http://mock.invalid');
    let response: BankResponse;
    try {
      response = await this.answer(request, url);
    } catch (error) {
      // A defect of the mock: answered and logged like any request, without the details.
      console.error('[mock bank]', error);
      response = { status: 500, body: { message: mockMessages.internal } };
    }
    const { handledStatus } = response;
    this.log.push({
      method: request.method,
      path: url.pathname,
      status: response.drop ? 0 : response.status,
      ...(handledStatus === undefined ? {} : { handledStatus }),
      at: this.now().toISOString(),
    });
    delete response.handledStatus;
    if (this.log.length > 2000) this.log.splice(0, this.log.length - 2000);
    return response;
  }

  private async answer(request: BankRequest, url: URL): Promise<BankResponse> {
    const fault = this.faults.take(request.method, url.pathname);
    if (fault.kind === 'drop') return { status: 0, drop: true };
    if (fault.kind === 'unauthorized')
      return { status: 401, body: { message: mockMessages.unauthorized } };
    if (fault.kind === 'error500') return { status: 500, body: { message: mockMessages.internal } };
    if (fault.kind === 'reject') return { status: fault.status, body: { message: fault.message } };

    let response: BankResponse;
    try {
      response = await this.route(request, url);
    } catch (error) {
      if (!(error instanceof BankError)) throw error;
      response = { status: error.status, body: { message: error.message } };
    }
    if (fault.kind === 'latency') return { ...response, delayMs: fault.ms };
    // The request was handled (a valid transfer is committed); only the answer is lost.
    if (fault.kind === 'commitThen504') {
      const body = { message: mockMessages.gatewayTimeout };
      return { status: 504, body, handledStatus: response.status };
    }
    if (fault.kind === 'commitThenDrop') {
      return { ...response, drop: 'afterHeaders', handledStatus: response.status };
    }
    return response;
  }

  /** The answer of the routes: a BankError thrown on the way is the error answer. */
  private async route(request: BankRequest, url: URL): Promise<BankResponse> {
    // Throws 400 for a malformed percent-encoding in the path.
    const route = this.router.match(request.method, url.pathname);
    const open = route?.options.auth === 'none';
    const token = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
    const identity = token && !open ? await this.options.verifyToken(token) : null;
    if (!identity && !open) return { status: 401, body: { message: mockMessages.unauthorized } };
    if (!route) return { status: 404, body: { message: mockMessages.notFound } };

    checkQueryNames(route.options, url.searchParams);
    const body = parseJsonBody(request.body, request.contentType);
    // A route with `auth: 'none'` finds its user from its own credentials.
    const user = identity ? this.userFor(identity.sub) : emptyUser('');
    const ctx = {
      state: this.state,
      user,
      params: route.params,
      query: url.searchParams,
      body,
      now: this.now(),
      authorization: request.authorization,
    };
    if (identity) for (const hook of this.router.beforeEach) hook(ctx);
    // The handler sees the reading of the request (the uuid fields depend on it: ./spec/fields.ts).
    const reply = await withReading(this.reading, () => route.handler(ctx));
    // The alternate reading writes its answers its own way (./alternate/answers.ts).
    return this.reading === 'alternate'
      ? alternateAnswer(request.method, route.pattern, reply)
      : reply;
  }
}
