/** English texts of shared form fields (src/components/forms) that are not validation messages. */
export const fieldsEn = {
  'fields.phone.hint':
    'In international format, starting with + and the country code, for example +44 7911 123456.',
} as const;
