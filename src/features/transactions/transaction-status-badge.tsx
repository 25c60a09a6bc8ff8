import { transactionStatusWords } from '../../api/transactions/status-words';
import { Badge } from '../../components/ui/badge';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * A transaction's status in plain words (the colour only repeats what the words say); a status
 * the app does not know is shown as the API sends it.
 */
export function TransactionStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const words = transactionStatusWords(status);
  return <Badge tone={words?.tone ?? 'neutral'}>{words ? t(words.key) : status}</Badge>;
}
