/** English texts of an account's name (src/components/accounts/account-name.ts). */
export const accountNameEn = {
  'accountName.untitled': '{currency} account',
} as const;
