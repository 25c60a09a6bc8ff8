import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';

registerTexts(cryptoOrdersEn);

/**
 * Above the orders while some are being recorded: that the app is looking for them (said
 * politely, once), or, when its round of reads is over, that they were accepted and to check
 * again later, with a button that looks again now.
 */
export function OrdersRecordingNotice({
  waiting,
  checking,
  exhausted,
  onCheckAgain,
}: {
  /** How many placed orders no read has returned yet. */
  waiting: number;
  /** Whether the reads have started. */
  checking: boolean;
  exhausted: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <p className="orders-recording__status" role="status">
        {waiting > 0 && checking && !exhausted ? t('cryptoOrders.recording.checking') : ''}
      </p>
      {waiting > 0 && exhausted ? (
        <Card as="section" className="notice" aria-labelledby="orders-still-recording">
          <h2 id="orders-still-recording">{t('cryptoOrders.recording.stillTitle')}</h2>
          <p>{t('cryptoOrders.recording.stillBody')}</p>
          <Button variant="secondary" onClick={onCheckAgain}>
            {t('cryptoOrders.recording.checkAgain')}
          </Button>
        </Card>
      ) : null}
    </>
  );
}
