import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import type { Transaction } from '../../api/transactions/schemas';
import { formatDate } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { dayIndexAbove, historyItemsOf } from './history-items';
import { HistoryRow } from './history-row';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

/** Rows left below the visible ones when the next page is asked for. */
const LOAD_AHEAD_ROWS = 30;
const ESTIMATED_DAY_HEIGHT = 44;
const ESTIMATED_ROW_HEIGHT = 76;

/**
 * Where the list starts on the page (the window virtualizer's scroll margin), measured again
 * whenever the page's height changes: what is above the list (totals, progress) grows and
 * shrinks as pages are read.
 */
function useOffsetTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * The loaded transactions, grouped by day, virtualised: only the rows near the visible part
 * of the window are in the DOM (a few dozen of 10,000). The list scrolls with the page (no
 * scroller of its own, so nothing is cut off on a phone); the heading of the day being read
 * stays at the top while scrolling. Scrolling near the end asks for the next page.
 */
export function HistoryList({
  transactions,
  currencyOf,
  accountOf,
  hrefOf,
  canLoadMore,
  onNearEnd,
}: {
  transactions: readonly Transaction[];
  /** The currency of a transaction's account. */
  currencyOf: (transaction: Transaction) => string;
  /** The name of a transaction's account, when several accounts are shown. */
  accountOf?: ((transaction: Transaction) => string) | undefined;
  hrefOf: (transaction: Transaction) => string;
  /** A next page exists and none is being read or failed. */
  canLoadMore: boolean;
  onNearEnd: () => void;
}) {
  const { t, locale } = useI18n();
  const list = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetTop(list);
  const { items, dayIndexes } = useMemo(() => historyItemsOf(transactions), [transactions]);

  // The heading of the first visible row's day is always rendered (and sticks).
  const rangeExtractor = useCallback(
    (range: Range) => {
      const day = dayIndexAbove(dayIndexes, range.startIndex);
      const indexes = defaultRangeExtractor(range);
      return day < 0 || indexes.includes(day) ? indexes : [day, ...indexes];
    },
    [dayIndexes],
  );

  // Kept across renders: a new key function makes the virtualizer lay out every item again
  // (10,000 of them) at each scrolled frame.
  const estimateSize = useCallback(
    (index: number) => (items[index]?.kind === 'day' ? ESTIMATED_DAY_HEIGHT : ESTIMATED_ROW_HEIGHT),
    [items],
  );
  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    scrollMargin,
    estimateSize,
    getItemKey,
    // Rows drawn past each edge of the screen, so a fast scroll or the next Tab finds one
    // there. Ten on each side made the first draw lay out about 30 rows: its one long task was
    // 220-370 ms at a phone's CPU (4x), 145-190 ms with four (issue 23 §3).
    overscan: 4,
    rangeExtractor,
    // React 19 warns about flushSync during rendering; scrolling stays smooth without it.
    useFlushSync: false,
  });

  const virtualItems = virtualizer.getVirtualItems();
  const activeDay = dayIndexAbove(dayIndexes, virtualizer.range?.startIndex ?? 0);
  const lastShown = virtualItems.at(-1)?.index ?? -1;
  useEffect(() => {
    if (canLoadMore && lastShown >= items.length - LOAD_AHEAD_ROWS) onNearEnd();
  }, [canLoadMore, lastShown, items.length, onNearEnd]);

  return (
    <div ref={list} className="history-list" role="region" aria-label={t('history.list.listLabel')}>
      <div className="history-list__canvas" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((virtual) => {
          const item = items[virtual.index];
          if (!item) return null;
          if (item.kind === 'day') {
            const style: CSSProperties =
              virtual.index === activeDay
                ? { position: 'sticky', top: 0, zIndex: 1 }
                : {
                    position: 'absolute',
                    top: 0,
                    transform: `translateY(${String(virtual.start - scrollMargin)}px)`,
                  };
            return (
              <div
                key={virtual.key}
                ref={virtualizer.measureElement}
                data-index={virtual.index}
                className="history-day"
                style={style}
              >
                {/* The days are the page's sections, under its title (a level skipped was
                    Lighthouse's one accessibility finding on /history). */}
                <h2 className="history-day__title">
                  {item.day ? formatDate(item.day, locale) : t('history.list.noDate')}
                </h2>
              </div>
            );
          }
          return (
            <HistoryRow
              key={virtual.key}
              index={virtual.index}
              measure={virtualizer.measureElement}
              transaction={item.transaction}
              currency={currencyOf(item.transaction)}
              account={accountOf?.(item.transaction)}
              href={hrefOf(item.transaction)}
              top={virtual.start - scrollMargin}
            />
          );
        })}
      </div>
    </div>
  );
}
