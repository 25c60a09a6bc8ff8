import { validationEn } from '../lib/i18n/en/validation';
import { translateMessage } from '../lib/i18n/encoded-message';
import { createI18n, registerTexts } from '../lib/i18n/i18n';

// The request schemas' messages are keys of the validation texts, which the forms' resolver
// registers; a test that reads the schemas directly brings the same texts.
registerTexts(validationEn);

/** The English text of one schema message (an encoded key, or zod's own plain text). */
export function englishMessage(message: string | undefined): string {
  return translateMessage(message ?? '', createI18n('en'));
}

/** The English texts of a result's messages, in order; none for a success. */
export function englishMessages(
  result: { success: true } | { success: false; error: { issues: readonly { message: string }[] } },
): string[] {
  return result.success ? [] : result.error.issues.map((issue) => englishMessage(issue.message));
}
