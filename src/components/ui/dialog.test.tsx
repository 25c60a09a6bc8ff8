import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { installDialogStandIn } from '../../test/dialog-stand-in';

installDialogStandIn();
afterEach(cleanup);

function Warning({
  onCancel,
  focusSecond = false,
}: {
  onCancel: () => void;
  focusSecond?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the warning
      </button>
      <Dialog
        open={open}
        title="Are you still there?"
        onCancel={onCancel}
        initialFocus={focusSecond ? second : undefined}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Stay signed in
            </button>
            <button ref={second} type="button">
              Sign out now
            </button>
          </>
        }
      >
        <p>You will be signed out in 60 seconds.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title, described by its body, with focus on its first action', async () => {
    const user = userEvent.setup();
    render(<Warning onCancel={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open the warning' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription('You will be signed out in 60 seconds.');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('focuses the action it is told to', async () => {
    const user = userEvent.setup();
    render(<Warning onCancel={() => undefined} focusSecond />);
    await user.click(screen.getByRole('button', { name: 'Open the warning' }));
    expect(screen.getByRole('button', { name: 'Sign out now' })).toHaveFocus();
  });

  it('gives focus back to what had it before, when it closes', async () => {
    const user = userEvent.setup();
    render(<Warning onCancel={() => undefined} />);
    const opener = screen.getByRole('button', { name: 'Open the warning' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Escape tells its owner and leaves it open until the owner closes it', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Warning onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Open the warning' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });
});
