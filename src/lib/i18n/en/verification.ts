/** English texts of the verification area. */
export const verificationEn = {} as const;
