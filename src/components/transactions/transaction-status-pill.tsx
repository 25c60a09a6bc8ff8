import { pillToneOf, StatusPill } from '../ui/status-pill';
import { useI18n } from '../../lib/i18n/i18n';
import { transactionStatusText, transactionStatusWords } from './status-words';

/**
 * A transaction's status in plain words on the one StatusPill (the colour and mark only repeat
 * what the words say), whatever the status: for a transaction's own page, where even a
 * completed payment says so. A list's row shows it only when it is not final (shownStatusOf).
 * A status the app does not know is shown readably ("on_hold_review" → "On hold review").
 */
export function TransactionStatusPill({ status }: { status: string }) {
  const { t } = useI18n();
  const words = transactionStatusWords(status);
  return <StatusPill tone={pillToneOf(words?.tone)}>{transactionStatusText(status, t)}</StatusPill>;
}
