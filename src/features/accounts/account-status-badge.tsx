import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';

const STATUS: Record<string, { key: MessageKey; tone: BadgeTone }> = {
  activated: { key: 'accounts.status.activated', tone: 'success' },
  pending: { key: 'accounts.status.pending', tone: 'warning' },
  initiated: { key: 'accounts.status.initiated', tone: 'info' },
};

/** An account's status in words; a status the app does not know is shown as the API sends it. */
export function AccountStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = STATUS[status];
  return <Badge tone={known?.tone ?? 'neutral'}>{known ? t(known.key) : status}</Badge>;
}
