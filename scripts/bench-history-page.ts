/**
 * What the history benchmark runs inside the page. Kept as JavaScript source text, not as
 * functions handed to `page.evaluate`: tsx may wrap compiled functions in helpers (`__name`)
 * that do not exist in the page.
 */

/** The selectors agreed with the history list (/tmp/brief H-changes, docs in bench-history.ts). */
export const HISTORY_ROW_SELECTOR = '[data-history-row]';
export const HISTORY_SCROLLER_SELECTOR = '[data-history-scroller]';

/**
 * Installed before any page script: records every long task (over 50 ms, the Long Tasks
 * API's threshold) with its start and duration on `window.__historyBench`.
 */
export const LONG_TASK_RECORDER = `(() => {
  const bench = { longTasks: [] };
  Object.defineProperty(window, '__historyBench', { value: bench });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.unsupported = true;
  }
})();`;

export interface ScrollOptions {
  /** Pixels per second. */
  rate: number;
  /** Stop after this long even if the end is not reached. */
  maxMs: number;
}

export interface ScrollOutcome {
  /** performance.now() at the first and last scrolled frame. */
  start: number;
  end: number;
  frames: number;
  /** Most `[data-history-row]` elements seen in the DOM in any frame. */
  maxRows: number;
  /** Final scroll offset and scroll height (px). */
  distance: number;
  height: number;
  reachedEnd: boolean;
  /** Whether the list scrolls in its own element (false: the window scrolls). */
  ownScroller: boolean;
  /** Long tasks seen during the scroll. */
  longTasks: { start: number; duration: number }[];
  longTasksUnsupported: boolean;
}

/**
 * An expression that scrolls the list from its top to its bottom at a steady `rate`, one
 * step per animation frame (the offset follows the clock, so a slow frame is not slowed
 * further), counting the rendered rows in each frame, and resolves to a ScrollOutcome.
 */
export function scrollScript(options: ScrollOptions): string {
  return `(async (options) => {
    const own = document.querySelector(${JSON.stringify(HISTORY_SCROLLER_SELECTOR)});
    const scroller = own ?? document.scrollingElement ?? document.documentElement;
    const rows = () => document.querySelectorAll(${JSON.stringify(HISTORY_ROW_SELECTOR)}).length;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    scroller.scrollTop = 0;
    await frame();
    await frame();
    let maxRows = rows();
    let frames = 0;
    const start = performance.now();
    let reachedEnd = false;
    for (;;) {
      const now = await frame();
      frames += 1;
      maxRows = Math.max(maxRows, rows());
      const bottom = scroller.scrollHeight - scroller.clientHeight;
      const target = Math.min(bottom, ((now - start) / 1000) * options.rate);
      scroller.scrollTop = target;
      if (target >= bottom - 1 && scroller.scrollTop >= bottom - 1) {
        // Two more frames, so the rows at the very end are rendered and counted.
        await frame();
        maxRows = Math.max(maxRows, rows());
        reachedEnd = scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop <= 1;
        if (reachedEnd) break;
      }
      if (now - start > options.maxMs) break;
    }
    const end = performance.now();
    const bench = window.__historyBench ?? { longTasks: [], unsupported: true };
    return {
      start,
      end,
      frames,
      maxRows,
      distance: scroller.scrollTop,
      height: scroller.scrollHeight,
      reachedEnd,
      ownScroller: own !== null,
      longTasks: bench.longTasks.filter((task) => task.start + task.duration >= start && task.start <= end),
      longTasksUnsupported: Boolean(bench.unsupported),
    };
  })(${JSON.stringify(options)})`;
}

/** Puts the list (or the window) at its very end. */
export const SCROLL_TO_END = `(() => {
  const scroller = document.querySelector(${JSON.stringify(HISTORY_SCROLLER_SELECTOR)}) ??
    document.scrollingElement ?? document.documentElement;
  scroller.scrollTop = scroller.scrollHeight;
})()`;
