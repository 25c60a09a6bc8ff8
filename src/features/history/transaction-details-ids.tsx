import type { TransactionFlow } from '../../domain/transactions/flow';
import type { Transaction } from '../../api/transactions/schemas';
import { CopyDetails } from '../../components/ui/copy-details';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

interface IdRow {
  label: MessageKey;
  /** The Copy button's name, saying what it copies. */
  copy: MessageKey;
  value: string;
}

/**
 * The ids a customer may give the bank, in order: the transaction's own, the operation's,
 * the other side's transaction, the payment network's.
 */
// Assumption A-101 (docs/assumptions.md): which field is the operation.
export function idsOf(transaction: Transaction, flow: TransactionFlow): IdRow[] {
  const own = flow === 'in' ? transaction.inTransactionId : transaction.outTransactionId;
  const other = flow === 'in' ? transaction.outTransactionId : transaction.inTransactionId;
  const extId = transaction.extId?.trim() || null;
  const operation = own?.trim() || extId;
  const rows: (Omit<IdRow, 'value'> & { value: string | null })[] = [
    {
      label: 'history.details.transactionId',
      copy: 'history.details.copyTransactionId',
      value: transaction.id,
    },
    {
      label: 'history.details.operationId',
      copy: 'history.details.copyOperationId',
      value: operation,
    },
    {
      label: 'history.details.linkedId',
      copy: 'history.details.copyLinkedId',
      value: other?.trim() || null,
    },
    {
      label: 'history.details.networkId',
      copy: 'history.details.copyNetworkId',
      value: operation === extId ? null : extId,
    },
  ];
  const seen = new Set<string>();
  return rows.filter((row): row is IdRow => {
    if (!row.value || seen.has(row.value)) return false;
    seen.add(row.value);
    return true;
  });
}

/** The payment's ids, each with a Copy button; what was copied is announced. */
export function TransactionIds({
  transaction,
  flow,
}: {
  transaction: Transaction;
  flow: TransactionFlow;
}) {
  const { t } = useI18n();
  return (
    <CopyDetails
      className="transaction-ids"
      details={idsOf(transaction, flow).map((row) => ({
        label: t(row.label),
        shown: <code>{row.value}</code>,
        value: row.value,
        copyName: t(row.copy),
      }))}
      copyName={(field) => t('history.details.copy', { field })}
      copied={(field) => t('history.details.copied', { field })}
      failed={t('history.details.copyFailed')}
    />
  );
}
