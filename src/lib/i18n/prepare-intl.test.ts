// The engine's number and date data load in a moment the page is idle, not when asked (the
// first screen's render would otherwise build the page's first formatters itself).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareIntl } from './prepare-intl';

const { NumberFormat, DateTimeFormat } = Intl;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(Intl, 'NumberFormat', { value: NumberFormat });
  Object.defineProperty(Intl, 'DateTimeFormat', { value: DateTimeFormat });
});

/** Counts the formatters built while the counting classes stand in for Intl's own. */
function countBuilt() {
  const built = { numbers: 0, dates: 0 };
  class Numbers extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      built.numbers += 1;
    }
  }
  class Dates extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      built.dates += 1;
    }
  }
  Object.defineProperty(Intl, 'NumberFormat', { value: Numbers });
  Object.defineProperty(Intl, 'DateTimeFormat', { value: Dates });
  return built;
}

describe('prepareIntl', () => {
  it('builds a number and a date formatter once the page is idle, each in its own turn', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const built = countBuilt();
    prepareIntl();
    expect(built).toEqual({ numbers: 0, dates: 0 });
    idle.shift()?.();
    expect(built).toEqual({ numbers: 1, dates: 0 });
    idle.shift()?.();
    expect(built).toEqual({ numbers: 1, dates: 1 });
  });

  it('waits for a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const built = countBuilt();
    prepareIntl();
    expect(built).toEqual({ numbers: 0, dates: 0 });
    vi.runAllTimers();
    expect(built).toEqual({ numbers: 1, dates: 1 });
  });
});
