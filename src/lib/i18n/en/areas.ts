import { accountsEn } from './accounts';
import { contractsEn } from './contracts';
import { onboardingEn } from './onboarding';
import { transactionsEn } from './transactions';
import { transfersEn } from './transfers';
import { validationEn } from './validation';
import { verificationEn } from './verification';

/**
 * The texts of the app's areas. They load with the first area route (see
 * `loadAreaMessages`), so the sign-in path carries only the shell's texts.
 */
export const areaMessagesEn = {
  ...onboardingEn,
  ...contractsEn,
  ...verificationEn,
  ...accountsEn,
  ...transactionsEn,
  ...transfersEn,
  ...validationEn,
} as const;
