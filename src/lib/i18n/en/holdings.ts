/** English texts of a crypto holding's value (src/components/accounts/holding-worth.tsx). */
export const holdingsEn = {
  'holdings.worth': 'Worth about {value} at the current price',
} as const;
