import { amountLook } from '../../components/transactions/amount-look';
import type { Transaction } from '../../api/transactions/schemas';
import { MoneyFigure } from '../../components/ui/money-figure';

/**
 * A transaction's amount as a person reads it (see amountLook): a plus for money in, the
 * locale's minus for money out, rejected struck through, unsettled muted.
 */
export function TransactionAmount({
  transaction,
  currency,
}: {
  transaction: Pick<Transaction, 'amount' | 'direction' | 'status'>;
  currency: string;
}) {
  return <MoneyFigure currency={currency} {...amountLook(transaction)} />;
}
