import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setVisibility, useFakeTimers, wait } from '../../test/fake-time';
import { useBoundedPolling } from './orders-polling';

beforeEach(() => useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

/** Lets `count` polling intervals pass, one at a time (each look arms the next). */
async function intervals(count: number) {
  for (let index = 0; index < count; index += 1) await wait(2_000);
}

function setup(active = true) {
  const poll = vi.fn();
  const view = renderHook(({ on }) => useBoundedPolling(on, poll), {
    initialProps: { on: active },
  });
  return { poll, view };
}

describe('useBoundedPolling', () => {
  it('looks again every 2 s, 30 times, then says it has stopped', async () => {
    const { poll, view } = setup();
    await wait(1_999);
    expect(poll).not.toHaveBeenCalled();
    await wait(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await intervals(28);
    expect(poll).toHaveBeenCalledTimes(29);
    expect(view.result.current.exhausted).toBe(false);
    await intervals(1);
    expect(poll).toHaveBeenCalledTimes(30);
    expect(view.result.current.exhausted).toBe(true);
    await intervals(30);
    expect(poll).toHaveBeenCalledTimes(30);
  });

  it('does not look while the page is hidden, and goes on where it was when shown', async () => {
    const { poll } = setup();
    await wait(2_000);
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => setVisibility('hidden'));
    await wait(10 * 60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    await wait(2_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('"check again" looks at once and starts another round', async () => {
    const { poll, view } = setup();
    await intervals(30);
    expect(view.result.current.exhausted).toBe(true);
    act(() => view.result.current.restart());
    expect(poll).toHaveBeenCalledTimes(31);
    expect(view.result.current.exhausted).toBe(false);
    await intervals(30);
    expect(poll).toHaveBeenCalledTimes(61);
    expect(view.result.current.exhausted).toBe(true);
  });

  it('stops when there is nothing to look for, and counts afresh when there is again', async () => {
    const { poll, view } = setup();
    await intervals(30);
    expect(view.result.current.exhausted).toBe(true);
    view.rerender({ on: false });
    expect(view.result.current.exhausted).toBe(false);
    await intervals(5);
    expect(poll).toHaveBeenCalledTimes(30);
    view.rerender({ on: true });
    await wait(2_000);
    expect(poll).toHaveBeenCalledTimes(31);
    expect(view.result.current.exhausted).toBe(false);
  });
});
