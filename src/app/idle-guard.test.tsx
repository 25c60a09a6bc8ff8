import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimers, wait } from '../test/fake-time';
import { IdleGuard } from './idle-guard';
import { forgetSignedOutReason, readSignedOutReason } from './signed-out-reason';
import { installDialogStandIn } from '../test/dialog-stand-in';

installDialogStandIn();
beforeEach(() => useFakeTimers({ date: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  forgetSignedOutReason();
});

function renderGuard() {
  const onTimeout = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<IdleGuard timeoutSeconds={120} onTimeout={onTimeout} />);
  return { user, onTimeout };
}

const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

describe('IdleGuard', () => {
  it('warns a minute before the end, focused on "Stay signed in"; Escape means stay', async () => {
    const { user, onTimeout } = renderGuard();
    await wait(59_000);
    expect(warning()).toBeNull();
    await wait(2_000);
    expect(warning()).toHaveAccessibleDescription(
      /^For your security you will be signed out in 59 seconds unless you continue\.$/,
    );
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(warning()).toBeNull();
    await wait(61_000);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(warning()).not.toBeNull();
  });

  it('ends the session when the warning is not answered, and remembers why', async () => {
    const { onTimeout } = renderGuard();
    await wait(121_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(readSignedOutReason()).toBe('idle');
  });

  it('"Sign out now" ends it at once, as a choice (no idle reason)', async () => {
    const { user, onTimeout } = renderGuard();
    await wait(61_000);
    await act(() => user.click(screen.getByRole('button', { name: 'Sign out now' })));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(readSignedOutReason()).toBeNull();
  });
});

describe('IdleGuard across tabs (one idle clock for all)', () => {
  /** Another tab of the app, as the browser connects it: the same named channel. */
  function otherTab() {
    const channel = new BroadcastChannel('web-banking-activity');
    const heard: number[] = [];
    channel.addEventListener('message', (event: MessageEvent<{ at: number }>) => {
      heard.push(event.data.at);
    });
    return {
      channel,
      heard,
      active: () => channel.postMessage({ kind: 'activity', at: Date.now() }),
    };
  }
  /** Lets the other tab's message arrive (delivered by the event loop, not by a timer). */
  const delivered = () => new Promise((resolve) => setImmediate(resolve));

  it('stays signed in while the customer is active in another tab', async () => {
    const tab = otherTab();
    const { onTimeout } = renderGuard();
    for (let minute = 0; minute < 10; minute += 1) {
      await wait(50_000);
      tab.active();
      await delivered();
    }
    expect(warning()).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
    // Once every tab is idle, the usual warning and end.
    await wait(121_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    tab.channel.close();
  });

  it('closes its warning when the customer acts in another tab', async () => {
    const tab = otherTab();
    const { onTimeout } = renderGuard();
    await wait(61_000);
    expect(warning()).not.toBeNull();
    tab.active();
    await delivered();
    await wait(1_000);
    expect(warning()).toBeNull();
    await wait(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    tab.channel.close();
  });

  it('tells the other tabs of activity here, the last of a burst too', async () => {
    const tab = otherTab();
    const { user } = renderGuard();
    await delivered();
    const opened = tab.heard.length;
    expect(opened).toBe(1);
    await wait(10_000);
    await user.keyboard('a');
    await wait(500);
    await user.keyboard('b');
    const lastKey = Date.now();
    await delivered();
    expect(tab.heard.length).toBe(opened + 1);
    await wait(2_000);
    await delivered();
    expect(tab.heard.at(-1)).toBe(lastKey);
    tab.channel.close();
  });
});
