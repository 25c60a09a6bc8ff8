import type { accountNameEn } from '../en/account-name';

/** German texts of an account's name (same keys and placeholders as ../en/account-name.ts). */
export const accountNameDe = {
  'accountName.untitled': '{currency}-Konto',
} satisfies Record<keyof typeof accountNameEn, string>;
