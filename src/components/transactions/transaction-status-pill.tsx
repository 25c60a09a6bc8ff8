import type { ReactElement } from 'react';
import { pillToneOf, StatusPill } from '../ui/status-pill';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { shownStatusOf, transactionStatusText, transactionStatusWords } from './status-words';

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

/**
 * A list row's status pill: only while the status is not final (shownStatusOf), else none, so
 * the row leaves its place out. The one pill of the history's rows and an account's recent ones.
 */
export function rowStatusPill(status: string, t: Translate): ReactElement | undefined {
  const shown = shownStatusOf(status, t);
  return shown ? <StatusPill tone={pillToneOf(shown.tone)}>{shown.text}</StatusPill> : undefined;
}
