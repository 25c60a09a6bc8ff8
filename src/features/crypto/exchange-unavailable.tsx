import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { cryptoNavEn } from '../../lib/i18n/en/crypto-nav';

registerTexts(cryptoNavEn);

/**
 * Said instead of a crypto page when there is no exchange to use: the tenant does not offer
 * crypto (`off`: configuration, A-200), or the exchange does not answer GET /info (`down`: a
 * 404, 501, 502-504 or no connection), with a way to ask it again.
 */
export function ExchangeUnavailable({
  reason,
  onRetry,
}: {
  reason: 'off' | 'down';
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useI18n();
  return (
    <Card as="section" className="notice" aria-labelledby="crypto-unavailable">
      <h2 id="crypto-unavailable">
        {t(reason === 'off' ? 'cryptoNav.off.title' : 'cryptoNav.down.title')}
      </h2>
      <p>{t(reason === 'off' ? 'cryptoNav.off.body' : 'cryptoNav.down.body')}</p>
      {reason === 'down' && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('cryptoNav.down.retry')}
        </Button>
      ) : null}
    </Card>
  );
}
