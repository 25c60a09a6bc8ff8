import { progressOf } from '../../domain/transactions/receipt';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { receiptEn } from '../../lib/i18n/en/receipt';

registerTexts(receiptEn);

/**
 * Where a payment is on its way, as a line of three stops (sent → processing or on hold →
 * completed or rejected). The stop it is at is the list's current step; each stop says in
 * words whether it is done, now or to come, so the line reads without its colours.
 */
export function ReceiptProgress({ status }: { status: string | null }) {
  const { t } = useI18n();
  return (
    <ol className="receipt-progress" aria-label={t('receipt.progress')}>
      {progressOf(status).map(({ stop, state }) => (
        <li
          key={stop}
          className={`receipt-progress__stop receipt-progress__stop--${state} receipt-progress__stop--${stop}`}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          <span className="receipt-progress__dot" aria-hidden="true" />
          <span className="receipt-progress__name">{t(`receipt.stop.${stop}` as MessageKey)}</span>
          <span className="visually-hidden"> ({t(`receipt.stop.${state}` as MessageKey)})</span>
        </li>
      ))}
    </ol>
  );
}
