import { useId, useState } from 'react';
import { TRANSACTION_STATUS_VALUES, type TransactionStatus } from '../../api/transactions/schemas';
import {
  AMOUNT_FILTER_MAX_DECIMALS,
  AMOUNT_FILTER_MAX_LENGTH,
  amountFilterProblem,
  compareAmounts,
  type AmountFilterProblem,
} from '../../domain/transactions/history-filter';
import { transactionStatusWords } from '../../components/transactions/status-words';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { HistoryParams, HistoryParamsChange } from './history-params';
import { historyEn } from '../../lib/i18n/en/history';
import { transactionsEn } from '../../lib/i18n/en/transactions';

registerTexts(historyEn, transactionsEn);

type OnChange = (change: HistoryParamsChange, options?: { replace?: boolean }) => void;

/** One of the panel's selects: a shared select field under an id of its own, as wide as its longest choice. */
function Select(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <SelectField
      name={id}
      className="history-filters__field history-filters__field--select"
      {...props}
    />
  );
}

const AMOUNT_PROBLEMS: Record<AmountFilterProblem, MessageKey> = {
  notAmount: 'history.filters.amountNotAmount',
  tooManyDecimals: 'history.filters.amountDecimals',
  tooLong: 'history.filters.amountTooLong',
};

/**
 * A minimum or maximum amount: what is typed stays in the field; the address takes it once it
 * is an amount (or empty), so a half-typed or wrong one never filters anything. A new address
 * from elsewhere (Back, Clear filters) puts its value in the field.
 */
function AmountField({
  label,
  value,
  below,
  onChange,
}: {
  label: string;
  value: string | undefined;
  /** The minimum, for the maximum's field: a maximum below it is said. */
  below?: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // A problem is said once the customer leaves the field, not at every key typed.
  const [left, setLeft] = useState(false);
  // A new value from the address (Back, Clear filters) replaces what is typed, unless what is
  // typed is what keeps the address unchanged (an amount not usable yet).
  if (value !== shown) {
    setShown(value);
    if (amountFilterProblem(text) === null || !value) setText(value ?? '');
  }
  const problem = left && text.trim() ? amountFilterProblem(text) : null;
  const error = problem
    ? t(AMOUNT_PROBLEMS[problem], {
        decimals: AMOUNT_FILTER_MAX_DECIMALS,
        max: AMOUNT_FILTER_MAX_LENGTH,
      })
    : below && value && compareAmounts(value, below) < 0
      ? t('history.filters.maxBelowMin')
      : undefined;
  return (
    <TextField
      name={id}
      label={label}
      className="history-filters__field history-filters__field--amount"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error}
      onBlur={() => setLeft(true)}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (!typed.trim()) onChange(undefined);
        else if (amountFilterProblem(typed) === null) onChange(typed.trim());
      }}
    />
  );
}

/**
 * The history's filters: status and order (each a new entry in the browser's history, so Back
 * undoes it), a range of days, money in or out, and a minimum and maximum amount (typed, so
 * they replace the entry). "Clear filters" is the toolbar's (HistoryToolbar), beside Refresh.
 */
export function HistoryFilters({
  params,
  onChange,
}: {
  params: HistoryParams;
  onChange: OnChange;
}) {
  const { t } = useI18n();
  const statusOptions = [
    { value: '', label: t('history.list.allStatuses') },
    ...TRANSACTION_STATUS_VALUES.map((status) => {
      const words = transactionStatusWords(status);
      return { value: status, label: words ? t(words.key) : status };
    }),
  ];
  const typed = { replace: true };
  const rangeError =
    params.from && params.to && params.to < params.from
      ? t('history.filters.toBeforeFrom')
      : undefined;
  const dateField = (name: 'from' | 'to', label: string, error?: string) => (
    <TextField
      name={`history-${name}`}
      label={label}
      className="history-filters__field history-filters__field--date"
      type="date"
      value={params[name] ?? ''}
      error={error}
      onChange={(event) => onChange({ [name]: event.target.value || undefined }, typed)}
    />
  );
  return (
    <div className="history-filters__fields">
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
        onChange={(value) =>
          onChange({ sortOrder: value === 'ascending' ? 'ascending' : 'descending' })
        }
      />
      <Select
        label={t('history.filters.flow')}
        value={params.flow ?? ''}
        options={[
          { value: '', label: t('history.filters.flowAll') },
          { value: 'in', label: t('history.filters.flowIn') },
          { value: 'out', label: t('history.filters.flowOut') },
        ]}
        onChange={(value) =>
          onChange({ flow: value === 'in' || value === 'out' ? value : undefined })
        }
      />
      {dateField('from', t('history.filters.from'))}
      {dateField('to', t('history.filters.to'), rangeError)}
      <AmountField
        label={t('history.filters.min')}
        value={params.min}
        onChange={(min) => onChange({ min }, typed)}
      />
      <AmountField
        label={t('history.filters.max')}
        value={params.max}
        below={params.min}
        onChange={(max) => onChange({ max }, typed)}
      />
    </div>
  );
}
