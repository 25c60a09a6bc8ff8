/** English texts of the accounts area. */
export const accountsEn = {} as const;
