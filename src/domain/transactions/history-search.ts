import { isDecimal } from '../../utils/decimal-text';
import { flowOf } from './flow';
import { counterpartyOf, referenceOf } from './parties';
import type { Transaction } from '../../api/transactions/schemas';

/** Lower case without accents or repeated spaces, so "Müller" is found by "muller". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function partiesText(transaction: Transaction): string {
  const flow = flowOf(transaction.direction);
  const counterparty = counterpartyOf(transaction, flow);
  const names =
    counterparty.flow === 'unknown'
      ? `${counterparty.sender} ${counterparty.recipient}`
      : counterparty.name;
  return `${names} ${referenceOf(transaction, flow)}`;
}

/**
 * A test for "does this loaded transaction match what the customer typed": the counterparty's
 * name, the reference, or the amount, written as the API sends it ("1234.50") or as the
 * locale shows it ("1,234.50", "1.234,50"). Case and accents do not matter; an empty text
 * matches everything. Build it once per search text, then run it over every row.
 */
export function createTransactionSearch(
  text: string,
  locale: string,
): (transaction: Transaction) => boolean {
  const query = fold(text);
  if (!query) return () => true;
  // Only a text with a digit can match an amount: skip formatting otherwise.
  const numeric = /\d/.test(query);
  const number = numeric
    ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 20 })
    : null;
  return (transaction) => {
    if (fold(partiesText(transaction)).includes(query)) return true;
    if (!number) return false;
    const amount = transaction.amount.trim();
    if (amount.includes(query)) return true;
    if (!isDecimal(amount)) return false;
    return fold(number.format(amount as Intl.StringNumericLiteral)).includes(query);
  };
}
