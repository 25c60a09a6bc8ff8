import { orderStatusWords } from './order-status';
import { pillToneOf, StatusPill } from '../../components/ui/status-pill';
import { registerTexts, type Translate, useI18n } from '../../lib/i18n/i18n';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';

registerTexts(cryptoOrdersEn);

/**
 * An order's status in words on the one StatusPill (the colour and mark only repeat them); a status the app does not know
 * reads "Status: settling", never a code or a crash. `recording` is the app's own state of an
 * order the exchange accepted but does not return yet.
 */
export function OrderStatusBadge({ status }: { status: string | { recording: true } }) {
  const { t } = useI18n();
  if (typeof status !== 'string') {
    return <StatusPill tone="pending">{t('cryptoOrders.status.recording')}</StatusPill>;
  }
  const words = orderStatusWords(status);
  return (
    <StatusPill tone={pillToneOf(words.tone)}>
      {words.known ? t(words.key) : t('cryptoOrders.status.unknown', { status: words.text })}
    </StatusPill>
  );
}

/** What the status means for the customer's money, in one sentence. */
export function orderStatusMeaning(status: string | { recording: true }, t: Translate): string {
  if (typeof status !== 'string') return t('cryptoOrders.status.recording.meaning');
  const words = orderStatusWords(status);
  return words.known ? t(words.meaning) : t('cryptoOrders.status.unknown.meaning');
}
