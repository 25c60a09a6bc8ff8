import { useConfig } from '../../config/config-context';
import { copyText } from '../../hooks/copy-text';
import { showToast } from '../../hooks/use-toast';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { Button } from '../ui/button';
import { CopyIcon, PrintIcon, ShareIcon } from '../ui/icon';
import { receiptText, type ReceiptSubject } from './receipt-rows';
import { receiptEn } from '../../lib/i18n/en/receipt';

registerTexts(receiptEn);

/** The browser's share sheet, where it has one (most phones; few desktop browsers). */
function shareSheet(): ((data: ShareData) => Promise<void>) | null {
  const share = (navigator as Partial<Navigator>).share;
  return typeof share === 'function' ? share.bind(navigator) : null;
}

/**
 * What a person does with a receipt (no "Save as a recipient": A-304, the API has no way to
 * save one): download it (the browser's print window, where "Save as
 * PDF" makes the file; the print stylesheet shows the receipt alone on one page), copy its
 * details as plain text, and share them where the browser has a share sheet.
 */
// Assumption A-304 (docs/assumptions.md): saving the other party as a recipient is not offered.
export function ReceiptActions({ subject }: { subject: ReceiptSubject }) {
  const { t, locale } = useI18n();
  const { brand } = useConfig();
  const share = shareSheet();
  const text = () => receiptText(subject, { t, locale }, brand.name);
  return (
    <div className="receipt-actions no-print">
      <div className="receipt-actions__buttons" role="group" aria-label={t('receipt.actions')}>
        <Button variant="secondary" icon={PrintIcon} onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Button
          variant="secondary"
          icon={CopyIcon}
          onClick={() => void copyText(text(), t('receipt.copied'), t('receipt.copyFailed'))}
        >
          {t('receipt.copy')}
        </Button>
        {share ? (
          <Button
            variant="secondary"
            icon={ShareIcon}
            onClick={() =>
              void share({ title: t('receipt.title'), text: text() }).catch((error: unknown) => {
                // Closing the sheet is the person's choice, not a failure.
                if (!(error instanceof DOMException && error.name === 'AbortError')) {
                  showToast(t('receipt.shareFailed'), 'problem');
                }
              })
            }
          >
            {t('receipt.share')}
          </Button>
        ) : null}
      </div>
      <p className="receipt-actions__hint">{t('receipt.printHint')}</p>
    </div>
  );
}
