import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SelectField } from '../../components/forms/select-field';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { HistoryFilters } from './history-filters';
import {
  FILTER_NAMES,
  filtersOn,
  type HistoryParams,
  type HistoryParamsChange,
} from './history-params';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

export interface HistoryAccountOption {
  id: string;
  label: string;
}

/**
 * The history's controls: which account (every one by default), the search over the whole
 * view (typing replaces the entry instead of adding one per key), and the filters. On a wide
 * screen the filters are shown; on a phone they are one "Filters" button that opens them, so
 * the list starts near the top, with the listing's Refresh on the same row. While a filter is
 * on, "Clear filters" puts every one back: beside Refresh on a wide screen, under "Filters" on a
 * phone, where it is at hand with the filters folded away. The export is among the page's
 * actions, in its header.
 */
export function HistoryToolbar({
  accounts,
  params,
  onChange,
  refresh,
}: {
  /** The choices of account; the first, with id '', is every account. */
  accounts: readonly HistoryAccountOption[];
  /** The listing's Refresh and its status (HistoryRefresh): beside "Filters" on a phone. */
  refresh?: ReactNode;
  params: HistoryParams;
  onChange: (change: HistoryParamsChange, options?: { replace?: boolean }) => void;
}) {
  const { t } = useI18n();
  const accountId = useId();
  const searchId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The field is the customer's while they type (the address follows it); a new address
  // from elsewhere (Back, a link) puts its text in the field.
  useEffect(() => {
    const input = search.current;
    if (input && input !== document.activeElement && input.value !== params.q) {
      input.value = params.q;
    }
  }, [params.q]);
  const on = filtersOn(params);
  const clearFilters = () => {
    onChange({
      status: undefined,
      ...Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])),
    });
    // The button goes with the filters: the focus goes to the first of them where they are
    // shown, to "Filters" where they are folded away (a phone's closed panel).
    const first = panel.current?.querySelector<HTMLElement>('select, input');
    if (first && (first.checkVisibility?.() ?? true)) first.focus();
    else toggle.current?.focus();
  };
  return (
    <div className="history-toolbar">
      <SelectField
        name={accountId}
        className="history-toolbar__field"
        label={t('history.list.account')}
        value={params.accountId ?? ''}
        options={accounts.map((account) => ({ value: account.id, label: account.label }))}
        onChange={(value) => onChange({ accountId: value || undefined })}
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
      <button
        ref={toggle}
        type="button"
        className="button button--secondary history-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {on > 0 ? t('history.filters.buttonOn', { count: on }) : t('history.filters.button')}
      </button>
      <div
        ref={panel}
        id={panelId}
        className={`history-filters${open ? '' : ' history-filters--closed'}`}
        role="group"
        aria-label={t('history.filters.label')}
      >
        <HistoryFilters params={params} onChange={onChange} />
      </div>
      {/* Offered while a filter is on: with none, it would only take room from the list. */}
      {on > 0 ? (
        <Button variant="quiet" className="history-toolbar__clear" onClick={clearFilters}>
          {t('history.filters.clear')}
        </Button>
      ) : null}
      {/* After the filters: under them on a wide screen; on a phone drawn beside "Filters"
          (history.css), and reached after the panel "Filters" opens, as its button comes first. */}
      {refresh}
    </div>
  );
}
