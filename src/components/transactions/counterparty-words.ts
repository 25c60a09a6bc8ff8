import type { Translate } from '../../lib/i18n/i18n';
import type { Counterparty } from '../../domain/transactions/parties';
import { transactionsEn } from '../../lib/i18n/en/transactions';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(transactionsEn);

/**
 * Who is on the other side, in words ("From Grace Hopper", "To Alan Turing", or "Between … and …"
 * when the direction is not known); a missing name reads as the catalog's "unknown".
 */
export function counterpartyWords(counterparty: Counterparty, t: Translate): string {
  const unknown = t('transactions.party.unknown');
  if (counterparty.flow === 'unknown') {
    return t('transactions.party.between', {
      sender: counterparty.sender || unknown,
      recipient: counterparty.recipient || unknown,
    });
  }
  const key = counterparty.flow === 'in' ? 'transactions.party.from' : 'transactions.party.to';
  return t(key, { name: counterparty.name || unknown });
}
