// The history's changes to its address when the page is drawn behind them (a busy phone), and
// after Back.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as router from 'react-router';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followWritten, useHistoryParams } from './history-params';

type SearchHook = typeof router.useSearchParams;

/** When set, the address the hook is drawn with, and what it writes, are the test's. */
const stand = vi.hoisted(() => ({ current: null as null | (() => unknown) }));

vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof router>();
  return {
    ...actual,
    useSearchParams: ((...args: Parameters<SearchHook>) =>
      stand.current ? stand.current() : actual.useSearchParams(...args)) as SearchHook,
  };
});

afterEach(() => {
  stand.current = null;
});

/**
 * A page drawn with `drawn.search` whatever was written since, as when React has not yet drawn
 * the router's newer addresses: each write is recorded, the drawn address moves only on `draw`.
 */
function drawnBehind() {
  const drawn = { search: new URLSearchParams() };
  const writes: string[] = [];
  stand.current = () => [
    drawn.search,
    (next: (rendered: URLSearchParams) => URLSearchParams) => {
      writes.push(next(drawn.search).toString());
    },
  ];
  return { drawn, writes };
}

describe('the history’s address, drawn behind the changes', () => {
  it('keeps a last day typed while the page was still drawn with the first day', () => {
    const { drawn, writes } = drawnBehind();
    const { result, rerender } = renderHook(() => useHistoryParams());
    act(() => result.current[1]({ from: '2026-09-01' }, { replace: true }));
    act(() => result.current[1]({ to: '2026-09-30' }, { replace: true }));
    // The page is now drawn with the first day only; the last day's address is still to come.
    drawn.search = new URLSearchParams(writes[0]);
    rerender();
    act(() => result.current[1]({ flow: 'out' }));
    expect(new URLSearchParams(writes.at(-1))).toEqual(
      new URLSearchParams({ from: '2026-09-01', to: '2026-09-30', flow: 'out' }),
    );
  });

  it('starts from the address drawn when it is none of those written (a link, a reload)', () => {
    const { drawn, writes } = drawnBehind();
    const { result, rerender } = renderHook(() => useHistoryParams());
    act(() => result.current[1]({ status: 'pending' }));
    drawn.search = new URLSearchParams({ q: 'rent' });
    rerender();
    act(() => result.current[1]({ sortOrder: 'ascending' }));
    expect(new URLSearchParams(writes.at(-1))).toEqual(
      new URLSearchParams({ q: 'rent', sort: 'ascending' }),
    );
  });
});

describe('the history’s address after Back', () => {
  it('does not bring back a status that Back took away', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/history']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ params: useHistoryParams(), navigate: useNavigate() }), {
      wrapper,
    });
    act(() => result.current.params[1]({ status: 'pending' }));
    expect(result.current.params[0].status).toBe('pending');
    act(() => void result.current.navigate(-1));
    expect(result.current.params[0].status).toBeUndefined();
    act(() => result.current.params[1]({ sortOrder: 'ascending' }));
    expect(result.current.params[0]).toMatchObject({ status: undefined, sortOrder: 'ascending' });
  });
});

describe('followWritten', () => {
  it('keeps the writes after the address drawn, or starts again from it', () => {
    expect(followWritten(['', 'a=1', 'a=1&b=2'], 'a=1')).toEqual(['a=1', 'a=1&b=2']);
    expect(followWritten(['a=1', 'a=1&b=2'], '')).toEqual(['']);
    expect(followWritten([], 'q=x')).toEqual(['q=x']);
  });
});
