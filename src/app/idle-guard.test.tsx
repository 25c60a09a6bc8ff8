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
