import type { AreaMessagesEn } from '../en/areas';
import { accountNameDe } from './account-name';
import { accountsDe } from './accounts';
import { accountsOpenDe } from './accounts-open';
import { companiesDe } from './companies';
import { companyPageDe } from './company-page';
import { companyStepsDe } from './company-steps';
import { contractsDe } from './contracts';
import { cryptoMarketDe } from './crypto-market';
import { cryptoNavDe } from './crypto-nav';
import { cryptoOrdersDe } from './crypto-orders';
import { cryptoWalletsDe } from './crypto-wallets';
import { cspDe } from './csp';
import { fieldsDe } from './fields';
import { historyDe } from './history';
import { holdingsDe } from './holdings';
import { homeDe } from './home';
import { homeCompaniesDe } from './home-companies';
import { homeSetupDe } from './home-setup';
import { onboardingDe } from './onboarding';
import { partyDe } from './party';
import { profileDe } from './profile';
import { receiptDe } from './receipt';
import { standingDe } from './standing';
import { statementsDe } from './statements';
import { transactionsDe } from './transactions';
import { transfersDe } from './transfers';
import { validationDe } from './validation';
import { verificationDe } from './verification';

/**
 * The German texts of every area, in one chunk: loaded beside the first area route when
 * German is active (lib/i18n/locale-texts.ts), never for English. Each file is checked
 * against its English one; here the whole is checked against all the areas, so a missing
 * area or key is a type error.
 */
export const areasDe = {
  ...accountNameDe,
  ...accountsDe,
  ...accountsOpenDe,
  ...companiesDe,
  ...companyPageDe,
  ...companyStepsDe,
  ...contractsDe,
  ...cryptoMarketDe,
  ...cryptoNavDe,
  ...cryptoOrdersDe,
  ...cryptoWalletsDe,
  ...cspDe,
  ...fieldsDe,
  ...historyDe,
  ...holdingsDe,
  ...homeDe,
  ...homeCompaniesDe,
  ...homeSetupDe,
  ...onboardingDe,
  ...partyDe,
  ...profileDe,
  ...receiptDe,
  ...standingDe,
  ...statementsDe,
  ...transactionsDe,
  ...transfersDe,
  ...validationDe,
  ...verificationDe,
} satisfies Record<keyof AreaMessagesEn, string>;
