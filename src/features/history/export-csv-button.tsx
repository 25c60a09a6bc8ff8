import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { accountQueries } from '../../api/accounts/queries';
import { describeError } from '../../api/errors';
import { getTransactions } from '../../api/transactions/requests';
import type { TransactionStatus } from '../../api/transactions/schemas';
import { describedErrorText } from '../../components/errors/error-message';
import { Button } from '../../components/ui/button';
import { showToast } from '../../hooks/use-toast';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { ExportProgress } from './export-csv';
import { historyEn } from '../../lib/i18n/en/history';
import { transactionsEn } from '../../lib/i18n/en/transactions';

registerTexts(historyEn, transactionsEn);

export interface ExportCsvButtonProps {
  accountId: string;
  companyId?: string | undefined;
  status?: TransactionStatus | undefined;
  sortOrder: 'ascending' | 'descending';
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress }
  | { kind: 'done'; rows: number; file: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

/** Hands the text to the browser as a file download (a Blob URL on a link with `download`). */
function download(text: string, file: string): void {
  // A byte order mark, so spreadsheet programs read the text as UTF-8 (names with accents).
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL is let go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Export CSV": every page of the filtered view is read (not just the loaded ones), with a
 * progress bar and "Cancel export", then saved as a CSV file named after the account and day.
 */
export function ExportCsvButton({ accountId, companyId, status, sortOrder }: ExportCsvButtonProps) {
  const { t } = useI18n();
  const accounts = useQuery(accountQueries.list(companyId));
  const account = accounts.data?.find((candidate) => candidate.id === accountId);
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or another account) stops an export under way.
  useEffect(() => () => controller.current?.abort(), [accountId, companyId, status, sortOrder]);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', progress: { pages: 0, rows: 0 } });
    try {
      // The CSV writer (papaparse) loads on the first export, not with the history.
      const { collectTransactions, exportFileName, transactionsCsv } = await import('./export-csv');
      const rows = await collectTransactions(
        getTransactions,
        { accountId, companyId, status, sortOrder },
        abort.signal,
        (progress) => setState({ kind: 'running', progress }),
      );
      const currency = account?.currency ?? '';
      const name = account?.title || currency;
      const file = exportFileName(name, new Date(), status && t(`transactions.status.${status}`));
      download(transactionsCsv(rows, currency, t), file);
      setState({ kind: 'done', rows: rows.length, file });
      // Assumption A-166 (docs/assumptions.md): done, and still here, so a toast says so.
      showToast(
        t(rows.length === 1 ? 'history.export.doneOne' : 'history.export.done', {
          rows: rows.length,
          file,
        }),
      );
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ kind: 'cancelled' });
        showToast(t('history.export.cancelled'));
      } else setState({ kind: 'failed', reason: describedErrorText(describeError(error), t) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const running = state.kind === 'running';
  // The button pressed goes away: focus follows to the one that replaces it.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const target = running ? cancelButton.current : exportButton.current;
    if (hadFocus.current) target?.focus();
  }, [running]);
  const noteFocus = () => {
    hadFocus.current = true;
  };
  const progressText = running
    ? t('history.export.progressText', { rows: state.progress.rows, pages: state.progress.pages })
    : '';

  return (
    <div className="history-export">
      {running ? (
        <>
          <progress
            className="history-export__progress"
            aria-label={t('history.export.progress')}
            aria-valuetext={progressText}
          />
          <span className="history-export__count">{progressText}</span>
          <Button
            ref={cancelButton}
            variant="secondary"
            onFocus={noteFocus}
            onClick={() => controller.current?.abort()}
          >
            {t('history.export.cancel')}
          </Button>
        </>
      ) : (
        <Button
          ref={exportButton}
          variant="secondary"
          onFocus={noteFocus}
          onBlur={() => {
            hadFocus.current = false;
          }}
          onClick={() => {
            hadFocus.current = true;
            void start();
          }}
        >
          {t('history.export.button')}
        </Button>
      )}
      {state.kind === 'failed' ? (
        <p className="history-export__error" role="alert">
          {t('history.export.failed', { reason: state.reason })}
        </p>
      ) : null}
    </div>
  );
}
