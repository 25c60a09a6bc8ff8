import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { stopFakeTimePump } from './fake-time';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { accountsEn } from '../lib/i18n/en/accounts';
import { accountsOpenEn } from '../lib/i18n/en/accounts-open';
import { companyStepsEn } from '../lib/i18n/en/company-steps';
import { contractsEn } from '../lib/i18n/en/contracts';
import { cryptoMarketEn } from '../lib/i18n/en/crypto-market';
import { cryptoNavEn } from '../lib/i18n/en/crypto-nav';
import { cryptoOrdersEn } from '../lib/i18n/en/crypto-orders';
import { cryptoWalletsEn } from '../lib/i18n/en/crypto-wallets';
import { onboardingEn } from '../lib/i18n/en/onboarding';
import { standingEn } from '../lib/i18n/en/standing';
import { fieldsEn } from '../lib/i18n/en/fields';
import { homeEn } from '../lib/i18n/en/home';
import { partyEn } from '../lib/i18n/en/party';
import { transactionsEn } from '../lib/i18n/en/transactions';
import { transfersEn } from '../lib/i18n/en/transfers';
import { validationEn } from '../lib/i18n/en/validation';
import { verificationEn } from '../lib/i18n/en/verification';
import { registerTexts } from '../lib/i18n/i18n';

// How long a test waits for what it expects before failing: the waits end as soon as the
// state is reached, so a long limit costs nothing on a quiet machine and keeps a machine
// under load (CI shares two cores) from failing a test that is only slow (issue 20 §3).
export const ASYNC_LIMIT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_LIMIT_MS });
const waitForWithLimit = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitForWithLimit(
    callback,
    typeof options === 'number'
      ? Math.max(options, ASYNC_LIMIT_MS)
      : { ...options, timeout: Math.max(options?.timeout ?? 0, ASYNC_LIMIT_MS) },
  )) as typeof vi.waitFor;

// Route screens register their areas' texts; component tests render areas directly.
beforeAll(() =>
  registerTexts(
    onboardingEn,
    standingEn,
    fieldsEn,
    contractsEn,
    verificationEn,
    accountsEn,
    accountsOpenEn,
    transactionsEn,
    transfersEn,
    validationEn,
    partyEn,
    companyStepsEn,
    cryptoMarketEn,
    cryptoNavEn,
    cryptoOrdersEn,
    cryptoWalletsEn,
    homeEn,
  ),
);

// A fake clock's pump never outlives its test (src/test/fake-time.ts).
afterEach(() => stopFakeTimePump());

// An unexpected console.error fails the test that caused it (strict test hygiene).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(' ');
    throw new Error(`console.error was called ${consoleErrors.length} time(s): ${first}`);
  }
});
