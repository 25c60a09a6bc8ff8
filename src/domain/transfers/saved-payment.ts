/**
 * How a saved recipient (GET /recipient) is paid, by the way of paying it was saved for: pure.
 */
import type { PersistedRecipient } from '../../api/recipients/schemas';
import { ibanProblem, normalizeIban } from '../../utils/iban';

/** By its key (an internal transfer to a `persisted` recipient), or by SEPA to its IBAN. */
export type SavedPayment =
  { by: 'key'; recipientKey: string } | { by: 'sepa'; iban: string; name: string; surname: string };

const typeOf = (recipient: PersistedRecipient) =>
  (recipient.transferType ?? '').replace(/[\s_-]+/g, '').toUpperCase();

// Assumption A-327 (docs/assumptions.md): a saved recipient's `transferType` says how it is paid.
/**
 * A saved recipient without a type, or of type INTERNAL, is paid by its key; one saved for SEPA
 * by a SEPA transfer to its IBAN and name (when it has both); any other (UKLT: a UK payment,
 * which the Client API does not make) cannot be paid, and null says so.
 */
export function savedPaymentOf(recipient: PersistedRecipient): SavedPayment | null {
  const type = typeOf(recipient);
  if (type === '' || type === 'INTERNAL') {
    return { by: 'key', recipientKey: recipient.recipientKey };
  }
  if (type !== 'SEPA') return null;
  const iban = normalizeIban(recipient.iban ?? '');
  const name = (recipient.name ?? '').trim() || (recipient.companyName ?? '').trim();
  if (ibanProblem(iban) !== null || name === '') return null;
  return { by: 'sepa', iban, name, surname: (recipient.surname ?? '').trim() };
}
