import {
  transactionStatusText,
  transactionStatusWords,
} from '../../components/transactions/status-words';
import { pillToneOf, StatusPill } from '../../components/ui/status-pill';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * A transaction's status in plain words (the colour and mark only repeat what the words say); a
 * status the app does not know is shown readably ("on_hold_review" → "On hold review").
 */
export function TransactionStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const words = transactionStatusWords(status);
  return <StatusPill tone={pillToneOf(words?.tone)}>{transactionStatusText(status, t)}</StatusPill>;
}
