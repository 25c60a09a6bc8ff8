import type { holdingsEn } from '../en/holdings';

/** German texts of a crypto holding's value. */
export const holdingsDe = {
  'holdings.worth': 'Zum aktuellen Kurs etwa {value} wert',
} satisfies Record<keyof typeof holdingsEn, string>;
