import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import { MockBank } from '../../mock/bank/bank';
import { bankHandlers } from '../../mock/bank/msw-handlers';
import type { AccountRecord, UserState } from '../../mock/bank/state';
import type { Reading } from '../../mock/bank/readings';
import type { Company } from '../api/companies/schemas';
import { createHttpClient, installHttpClient } from '../api/http';
import { ConfigProvider } from '../config/config-context';
import type { RuntimeConfig } from '../config/runtime-config';
import { LocaleProvider } from '../lib/i18n/locale-provider';
import { testConfig } from './test-config';

/** Where msw serves the mock bank in component tests (the test config's API base URL). */
export const TEST_BANK_URL = testConfig.apiBaseUrl;

export interface MockBankOptions {
  /**
   * Pins the bank's clock to this instant at the start of every test (the seed is made
   * at it too); `advanceClock` moves it on. Without it the bank reads the real time.
   */
  startAt?: string;
  /** The reading of the spec's gaps the bank takes (mock/bank/readings.ts; default `first`). */
  reading?: Reading;
}

export interface MockBankHarness {
  /** The one bank of the test file, reseeded after each test. */
  readonly bank: MockBank;
  /** The msw server in front of it; `server.use(...)` overrides last for one test. */
  readonly server: SetupServer;
  /** The app sends `t:<login>`, which the bank accepts as that persona (ada by default). */
  signInAs(login: string): void;
  /** The app sends exactly this access token (e.g. one the bank refuses). */
  setAccessToken(token: string): void;
  /** The bank's request log as `METHOD /path status`, optionally only for one path. */
  requests(path?: string): string[];
  /** Moves the bank's clock on (needs `startAt`). */
  advanceClock(ms: number): void;
  /** A seeded persona as the bank keeps it (its client, accounts, transactions). */
  userOf(login: string): UserState;
  /** A seeded account of a persona, found by its title. */
  accountOf(login: string, title: string): AccountRecord;
  /** A seeded company that a persona administers, found by its name. */
  companyOf(login: string, name: string): Company;
  /** What the http client calls after a 401; by default it resolves to the current token. */
  readonly renewAccessToken: Mock<() => Promise<string>>;
  /** What the http client calls when the session ends; calls are cleared before each test. */
  readonly onSessionEnded: Mock<() => void>;
}

/**
 * A real MockBank behind msw at TEST_BANK_URL, with the app's http client installed for
 * each test. Call it once at the top level of a test file: it registers the lifecycle hooks
 * (listen/close; a fresh client signed in as ada before each test; after each test unmount,
 * msw overrides dropped, the clock back to `startAt`, the bank reseeded, the client removed).
 */
export function setupMockBank(options: MockBankOptions = {}): MockBankHarness {
  const start = options.startAt === undefined ? undefined : Date.parse(options.startAt);
  if (start !== undefined && Number.isNaN(start)) throw new Error(`Bad startAt ${options.startAt}`);
  let clock = start ?? 0;
  let token = 't:ada';

  const bank = new MockBank({
    verifyToken: async (sent) => (sent.startsWith('t:') ? { sub: sent.slice(2) } : null),
    now: start === undefined ? undefined : () => new Date(clock),
    ...(options.reading === undefined ? {} : { reading: options.reading }),
  });
  const server = setupServer(...bankHandlers(bank, TEST_BANK_URL));
  const renewAccessToken = vi.fn<() => Promise<string>>(() => Promise.resolve(token));
  const onSessionEnded = vi.fn<() => void>();

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    token = 't:ada';
    renewAccessToken.mockReset();
    onSessionEnded.mockReset();
    installHttpClient(
      createHttpClient({
        baseUrls: { core: TEST_BANK_URL, crypto: testConfig.cryptoApiBaseUrl },
        getAccessToken: () => token,
        renewAccessToken: () => renewAccessToken(),
        onSessionEnded: () => onSessionEnded(),
      }),
    );
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    if (start !== undefined) clock = start;
    bank.reset();
    installHttpClient(null);
  });

  return {
    bank,
    server,
    signInAs: (login) => {
      token = `t:${login}`;
    },
    setAccessToken: (raw) => {
      token = raw;
    },
    requests: (path) =>
      bank.log
        .filter((entry) => path === undefined || entry.path === path)
        .map(({ method, path: p, status }) => `${method} ${p} ${status}`),
    advanceClock: (ms) => {
      if (start === undefined) throw new Error('advanceClock needs setupMockBank({ startAt })');
      clock += ms;
    },
    userOf: (login) => {
      const found = bank.state.users.get(login);
      if (!found) throw new Error(`No persona ${login}`);
      return found;
    },
    accountOf: (login, title) => {
      const found = bank.state.users.get(login)?.accounts.find((item) => item.title === title);
      if (!found) throw new Error(`No account ${title} for ${login}`);
      return found;
    },
    companyOf: (login, name) => {
      const found = bank.state.users.get(login)?.companies.find((item) => item.name === name);
      if (!found) throw new Error(`No company ${name} for ${login}`);
      return found;
    },
    renewAccessToken,
    onSessionEnded,
  };
}

/** A QueryClient that does not retry, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface RenderWithProvidersOptions {
  /** The MemoryRouter's location (default `/`). */
  route?: string;
  /** Default: a fresh createTestQueryClient(). */
  queryClient?: QueryClient;
  /** Default: testConfig. */
  config?: RuntimeConfig;
  /** Passed to userEvent.setup (e.g. `advanceTimers` under fake timers). */
  userOptions?: UserEventOptions;
}

/**
 * Renders `ui` as the app does: QueryClientProvider, LocaleProvider (starting in the
 * configuration's default locale, en-GB), ConfigProvider and a MemoryRouter. Returns the render result with the query
 * client and a userEvent instance.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const user = userEvent.setup(options.userOptions);
  const config = options.config ?? testConfig;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initialLocale={config.defaultLocale} locales={config.locales}>
        <ConfigProvider config={config}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </ConfigProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, user };
}
