/** English texts of the contracts area. */
export const contractsEn = {} as const;
