import { transactionStatusWords } from '../../api/transactions/status-words';
import { pillToneOf, StatusPill } from '../../components/ui/status-pill';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * A transaction's status in plain words (the colour and mark only repeat what the words say); a
 * status the app does not know is shown as the API sends it.
 */
export function TransactionStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const words = transactionStatusWords(status);
  return <StatusPill tone={pillToneOf(words?.tone)}>{words ? t(words.key) : status}</StatusPill>;
}
