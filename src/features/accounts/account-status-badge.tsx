import { StatusPill, type StatusTone } from '../../components/ui/status-pill';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';

const STATUS: Record<string, { key: MessageKey; tone: StatusTone }> = {
  activated: { key: 'accounts.status.activated', tone: 'positive' },
  pending: { key: 'accounts.status.pending', tone: 'pending' },
  initiated: { key: 'accounts.status.initiated', tone: 'pending' },
};

/** Whether an account is active: the one status that needs no mention on a card. */
export const isActiveAccount = (status: string): boolean => status === 'activated';

/** A status the app has no words for, readable: "under_review" → "Under review". */
function readable(status: string): string {
  const text = status
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An account's status in words; a status the app does not know is shown readably. */
export function AccountStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = Object.hasOwn(STATUS, status) ? STATUS[status] : undefined;
  return (
    <StatusPill tone={known?.tone ?? 'neutral'}>
      {known ? t(known.key) : readable(status)}
    </StatusPill>
  );
}
