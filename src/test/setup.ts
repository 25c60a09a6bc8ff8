import '@testing-library/jest-dom/vitest';
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
