import { useEffect, useRef, useState } from 'react';
import type { Account } from '../../api/accounts/schemas';
import { describeError } from '../../api/errors';
import type { AcrossAccountsCursor } from '../../api/transactions/across-accounts';
import { useAcrossAccountsReader } from '../../api/transactions/use-across-accounts-reader';
import { HISTORY_PAGE_SIZE } from '../../api/transactions/queries';
import { getTransactions } from '../../api/transactions/requests';
import { createHistoryFilter, readPastRange } from '../../domain/transactions/history-filter';
import { createTransactionSearch } from '../../domain/transactions/history-search';
import { accountName } from '../../components/accounts/account-name';
import { describedErrorText } from '../../components/errors/error-message';
import { Button } from '../../components/ui/button';
import { showToast } from '../../hooks/use-toast';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { ExportProgress } from './export-csv';
import type { HistoryParams } from './history-params';
import type { Transaction } from '../../api/transactions/schemas';
import { historyEn } from '../../lib/i18n/en/history';
import { transactionsEn } from '../../lib/i18n/en/transactions';

registerTexts(historyEn, transactionsEn);

export interface ExportCsvButtonProps {
  /** The party's accounts (names and currencies of the rows). */
  accounts: readonly Account[];
  /** The view exported: one account or every one, its status, order, filters and search. */
  params: Pick<
    HistoryParams,
    | 'accountId'
    | 'companyId'
    | 'status'
    | 'sortOrder'
    | 'q'
    | 'from'
    | 'to'
    | 'flow'
    | 'min'
    | 'max'
  >;
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress }
  | { kind: 'done'; rows: number; file: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

/**
 * "Export CSV": every page of the view is read (not just the loaded ones; of every account
 * when no account is chosen), with a progress bar and "Cancel export", the view's filters and
 * search applied, then saved as a CSV file named after the account (or "all accounts") and
 * day, in the separator and decimals of the customer's language.
 */
export function ExportCsvButton({ accounts, params }: ExportCsvButtonProps) {
  const { t, locale } = useI18n();
  const readAcross = useAcrossAccountsReader();
  const { accountId, companyId, status, sortOrder, q, from, to, flow, min, max } = params;
  const account = accounts.find((candidate) => candidate.id === accountId);
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or another account) stops an export under way.
  useEffect(() => () => controller.current?.abort(), [accountId, companyId, status, sortOrder]);

  const read = (abort: AbortController, enough: (rows: readonly Transaction[]) => boolean) => {
    const onProgress = (progress: ExportProgress) => setState({ kind: 'running', progress });
    return import('./export-csv').then(({ collectPages, collectTransactions }) =>
      accountId
        ? collectTransactions(
            getTransactions,
            { accountId, companyId, status, sortOrder },
            abort.signal,
            onProgress,
            enough,
          )
        : collectPages<AcrossAccountsCursor>(
            (cursor, signal) =>
              readAcross(
                { companyId, status, sortOrder, limit: HISTORY_PAGE_SIZE },
                cursor,
                signal,
              ),
            abort.signal,
            onProgress,
            enough,
          ),
    );
  };

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', progress: { pages: 0, rows: 0 } });
    try {
      const filter = { from, to, flow, min, max };
      const collected = await read(abort, (rows) => readPastRange(filter, sortOrder, rows.at(-1)));
      const keep = createHistoryFilter(filter);
      const search = q.trim() ? createTransactionSearch(q.trim(), locale) : null;
      const rows = collected.filter((item) => keep(item) && (!search || search(item)));
      // The CSV's words load on the first export, not with the history.
      const { exportFileName, saveHistoryCsv } = await import('./export-csv-text');
      const byId = new Map(accounts.map((item) => [item.id, item]));
      const name = account ? accountName(account, { t }) : t('history.export.allAccounts');
      const file = exportFileName(name, new Date(), status && t(`transactions.status.${status}`));
      saveHistoryCsv(rows, file, {
        t,
        locale,
        currencyOf: (item) => byId.get(item.accountId)?.currency ?? '',
        accountOf: account
          ? undefined
          : (item) => {
              const owner = byId.get(item.accountId);
              return owner ? accountName(owner, { t }) : t('history.list.otherAccount');
            },
      });
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
