import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';

const STATUS: Record<string, { key: MessageKey; tone: BadgeTone }> = {
  pending: { key: 'transactions.status.pending', tone: 'info' },
  on_hold_provider: { key: 'transactions.status.on_hold_provider', tone: 'warning' },
  completed: { key: 'transactions.status.completed', tone: 'success' },
  rejected: { key: 'transactions.status.rejected', tone: 'danger' },
};

/**
 * A transaction's status in plain words (the colour only repeats what the words say); a status
 * the app does not know is shown as the API sends it.
 */
export function TransactionStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = Object.hasOwn(STATUS, status) ? STATUS[status] : undefined;
  return <Badge tone={known?.tone ?? 'neutral'}>{known ? t(known.key) : status}</Badge>;
}
