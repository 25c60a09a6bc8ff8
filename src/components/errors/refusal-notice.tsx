import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';

/** The words of one form's refusal notice, as keys of the i18n catalog. */
export interface RefusalTexts {
  title: MessageKey;
  /** Introduces the bank's own words (`{message}`). */
  bankText: MessageKey;
  /** That nothing was carried out. */
  nothingLost: MessageKey;
}

/**
 * A definite refusal of what was last sent, above the form it came back to: a title, the
 * refusal in plain words, the bank's own words when it gave any, and that nothing was lost.
 */
export function RefusalNotice({
  refusal,
  texts,
  level = 3,
  className,
}: {
  refusal: { key: MessageKey; bankText: string | null };
  texts: RefusalTexts;
  /** The title's heading level, one below the step's heading. */
  level?: 3 | 4;
  className?: string;
}) {
  const { t } = useI18n();
  const Title = level === 4 ? 'h4' : 'h3';
  return (
    <div className={['notice notice--danger', className].filter(Boolean).join(' ')}>
      <Title>{t(texts.title)}</Title>
      <p>{t(refusal.key)}</p>
      {refusal.bankText ? <p>{t(texts.bankText, { message: refusal.bankText })}</p> : null}
      <p>{t(texts.nothingLost)}</p>
    </div>
  );
}
