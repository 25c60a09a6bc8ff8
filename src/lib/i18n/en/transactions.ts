/** English texts of the transactions area. */
export const transactionsEn = {} as const;
