import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { historyEn } from '../../lib/i18n/en/history';
import { formatCount } from '../../lib/i18n/format';

registerTexts(historyEn);

/**
 * Whether the history has rows not read yet, in words: while every page is being read, its
 * progress ("1,200 of the account's transactions read") and "Stop reading"; once stopped (or
 * before a plain view was totalled), that totals and matches cover only the rows read, and
 * "Read them all". Nothing once the view is whole.
 */
export function HistoryReading({
  reading,
  incomplete,
  read,
  allAccounts,
  onStop,
  onReadAll,
}: {
  reading: boolean;
  incomplete: boolean;
  /** How many transactions have been read. */
  read: number;
  allAccounts: boolean;
  onStop: () => void;
  onReadAll: () => void;
}) {
  const { t, locale } = useI18n();
  if (!incomplete) return null;
  const count = formatCount(read, locale);
  const progress = t(
    allAccounts ? 'history.reading.progressAll' : 'history.reading.progressAccount',
    { count },
  );
  if (reading) {
    return (
      <div className="history-reading">
        <progress
          className="history-reading__bar"
          aria-label={t('history.reading.label')}
          aria-valuetext={progress}
        />
        <p className="history-reading__text" role="status">
          {progress}
        </p>
        <Button variant="secondary" onClick={onStop}>
          {t('history.reading.stop')}
        </Button>
      </div>
    );
  }
  return (
    <div className="history-reading">
      <p className="history-reading__text" role="status">
        {t('history.reading.partial', { count })}
      </p>
      <Button variant="secondary" onClick={onReadAll}>
        {t('history.reading.readAll')}
      </Button>
    </div>
  );
}
