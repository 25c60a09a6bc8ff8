import type { accountNameEn } from './account-name';
import type { accountsEn } from './accounts';
import type { accountsOpenEn } from './accounts-open';
import type { companiesEn } from './companies';
import type { companyPageEn } from './company-page';
import type { companyStepsEn } from './company-steps';
import type { contractsEn } from './contracts';
import type { cryptoMarketEn } from './crypto-market';
import type { cryptoNavEn } from './crypto-nav';
import type { cryptoOrdersEn } from './crypto-orders';
import type { cryptoWalletsEn } from './crypto-wallets';
import type { cspEn } from './csp';
import type { historyEn } from './history';
import type { holdingsEn } from './holdings';
import type { homeEn } from './home';
import type { homeCompaniesEn } from './home-companies';
import type { homeSetupEn } from './home-setup';
import type { onboardingEn } from './onboarding';
import type { standingEn } from './standing';
import type { statementsEn } from './statements';
import type { fieldsEn } from './fields';
import type { partyEn } from './party';
import type { profileEn } from './profile';
import type { receiptEn } from './receipt';
import type { transactionsEn } from './transactions';
import type { transfersEn } from './transfers';
import type { validationEn } from './validation';
import type { verificationEn } from './verification';

/**
 * The shape of all the areas' texts together (for typed keys). Each area's texts load with
 * the routes that show them (`registerTexts` in lib/i18n/i18n.tsx), never with sign-in.
 */
export type AreaMessagesEn = typeof onboardingEn &
  typeof accountNameEn &
  typeof standingEn &
  typeof fieldsEn &
  typeof contractsEn &
  typeof verificationEn &
  typeof accountsEn &
  typeof accountsOpenEn &
  typeof transactionsEn &
  typeof transfersEn &
  typeof historyEn &
  typeof holdingsEn &
  typeof statementsEn &
  typeof homeEn &
  typeof homeCompaniesEn &
  typeof homeSetupEn &
  typeof companiesEn &
  typeof companyPageEn &
  typeof companyStepsEn &
  typeof partyEn &
  typeof profileEn &
  typeof receiptEn &
  typeof cryptoMarketEn &
  typeof cryptoNavEn &
  typeof cryptoOrdersEn &
  typeof cryptoWalletsEn &
  typeof validationEn &
  typeof cspEn;
