import { StatusPill, type StatusTone } from '../../components/ui/status-pill';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { readableValue } from '../../utils/readable-value';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

const STATUS: Record<string, { key: MessageKey; tone: StatusTone }> = {
  activated: { key: 'accounts.status.activated', tone: 'positive' },
  pending: { key: 'accounts.status.pending', tone: 'pending' },
  initiated: { key: 'accounts.status.initiated', tone: 'pending' },
};

/** Whether an account is active: the one status that needs no mention on a card. */
export const isActiveAccount = (status: string): boolean => status === 'activated';

/** An account's status in words; a status the app does not know is shown readably. */
export function AccountStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = Object.hasOwn(STATUS, status) ? STATUS[status] : undefined;
  return (
    <StatusPill tone={known?.tone ?? 'neutral'}>
      {known ? t(known.key) : readableValue(status)}
    </StatusPill>
  );
}
