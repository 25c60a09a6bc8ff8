import { useEffect, useId, useRef } from 'react';
import type { TransactionSortOrder } from '../../api/transactions/requests';
import { TRANSACTION_STATUS_VALUES, type TransactionStatus } from '../../api/transactions/schemas';
import { transactionStatusWords } from '../../components/transactions/status-words';
import { SelectField } from '../../components/forms/select-field';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { HistoryParams, HistoryParamsChange } from './history-params';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

export interface HistoryAccountOption {
  id: string;
  label: string;
}

function sortOrderOf(value: string): TransactionSortOrder {
  return value === 'ascending' ? 'ascending' : 'descending';
}

/** One of the toolbar's selects: a shared select field under an id of its own. */
function Select(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return <SelectField name={id} className="history-toolbar__field" {...props} />;
}

/**
 * The history's controls: which account, which status, which order (each a new entry in the
 * browser's history, so Back undoes it) and the search within loaded rows (typing replaces the
 * entry instead of adding one per key). The export is among the page's actions, in its header.
 */
export function HistoryToolbar({
  accounts,
  params,
  accountId,
  onChange,
}: {
  accounts: readonly HistoryAccountOption[];
  params: HistoryParams;
  accountId: string;
  onChange: (change: HistoryParamsChange, options?: { replace?: boolean }) => void;
}) {
  const { t } = useI18n();
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  // The field is the customer's while they type (the address follows it); a new address
  // from elsewhere (Back, a link) puts its text in the field.
  useEffect(() => {
    const input = search.current;
    if (input && input !== document.activeElement && input.value !== params.q) {
      input.value = params.q;
    }
  }, [params.q]);
  const statusOptions = [
    { value: '', label: t('history.list.allStatuses') },
    ...TRANSACTION_STATUS_VALUES.map((status) => {
      const words = transactionStatusWords(status);
      return { value: status, label: words ? t(words.key) : status };
    }),
  ];
  return (
    <div className="history-toolbar">
      <Select
        label={t('history.list.account')}
        value={accountId}
        options={accounts.map((account) => ({ value: account.id, label: account.label }))}
        onChange={(value) => onChange({ accountId: value })}
      />
      <Select
        label={t('history.list.status')}
        value={params.status ?? ''}
        options={statusOptions}
        onChange={(value) =>
          onChange({
            status: TRANSACTION_STATUS_VALUES.find(
              (status): status is TransactionStatus => status === value,
            ),
          })
        }
      />
      <Select
        label={t('history.list.order')}
        value={params.sortOrder}
        options={[
          { value: 'descending', label: t('history.list.newestFirst') },
          { value: 'ascending', label: t('history.list.oldestFirst') },
        ]}
        onChange={(value) => onChange({ sortOrder: sortOrderOf(value) })}
      />
      <div className="field history-toolbar__field history-toolbar__search">
        <label className="field__label" htmlFor={searchId}>
          {t('history.list.search')}
        </label>
        <p className="field__hint" id={`${searchId}-hint`}>
          {t('history.list.searchHint')}
        </p>
        <input
          ref={search}
          id={searchId}
          className="field__input"
          type="search"
          autoComplete="off"
          aria-describedby={`${searchId}-hint`}
          defaultValue={params.q}
          onChange={(event) => onChange({ q: event.target.value }, { replace: true })}
        />
      </div>
    </div>
  );
}
