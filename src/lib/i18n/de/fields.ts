import type { fieldsEn } from '../en/fields';

/** German texts of shared form fields (same keys and placeholders as ../en/fields.ts). */
export const fieldsDe = {
  'fields.phone.hint':
    'Im internationalen Format, beginnend mit + und der Ländervorwahl, zum Beispiel +49 151 12345678.',
} satisfies Record<keyof typeof fieldsEn, string>;
