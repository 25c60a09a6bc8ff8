import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../hooks/use-toast';
import { useFakeTimers, wait } from '../../test/fake-time';
import { ToastViewport } from './toast';

beforeEach(() => useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderViewport() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <>
      <button type="button">Copy IBAN</button>
      <ToastViewport />
    </>,
  );
  return user;
}

const raise = (message: string, tone?: 'success' | 'problem') =>
  act(() => showToast(message, tone));
const closeButton = () => screen.queryByRole('button', { name: 'Close message' });

describe('ToastViewport', () => {
  it('has its polite status region before the first message, and says each message in it', () => {
    renderViewport();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^$/);
    expect(closeButton()).toBeNull();

    raise('IBAN copied');
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^IBAN copied$/);
    const first = status.firstElementChild;
    // The same words again are a new node, so a screen reader says them again.
    raise('IBAN copied');
    expect(status).toHaveTextContent(/^IBAN copied$/);
    expect(status.firstElementChild).not.toBe(first);
    // One at a time: a new message replaces the one shown.
    raise('BIC copied');
    expect(status).toHaveTextContent(/^BIC copied$/);
  });

  it('goes away by itself after 6 seconds, not before', async () => {
    renderViewport();
    raise('IBAN copied');
    await wait(5900);
    expect(screen.getByRole('status')).toHaveTextContent('IBAN copied');
    await wait(200);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(closeButton()).toBeNull();
  });

  it('a longer message stays longer', async () => {
    renderViewport();
    const long = 'Wallet “Cold storage” registered. You can send a payout to it below.';
    raise(long);
    await wait(6500);
    expect(screen.getByRole('status')).toHaveTextContent(long);
    await wait(1000);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('stays while the pointer is over it, and for the full time after it leaves', async () => {
    const user = renderViewport();
    raise('IBAN copied');
    const toast = screen.getByRole('status').parentElement!;
    await user.hover(toast);
    await wait(30_000);
    expect(screen.getByRole('status')).toHaveTextContent('IBAN copied');
    await user.unhover(toast);
    await wait(5900);
    expect(screen.getByRole('status')).toHaveTextContent('IBAN copied');
    await wait(200);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('stays while focus is in it; its close button gives focus back to where it came from', async () => {
    const user = renderViewport();
    const copy = screen.getByRole('button', { name: 'Copy IBAN' });
    await user.click(copy);
    raise('IBAN copied');
    await user.tab();
    expect(closeButton()).toHaveFocus();
    await wait(30_000);
    expect(screen.getByRole('status')).toHaveTextContent('IBAN copied');

    await user.click(closeButton()!);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(copy).toHaveFocus();
  });

  it('a message that replaces one under the focus is held too', async () => {
    const user = renderViewport();
    raise('IBAN copied');
    await user.tab();
    await user.tab();
    expect(closeButton()).toHaveFocus();
    raise('BIC copied');
    await wait(30_000);
    expect(screen.getByRole('status')).toHaveTextContent('BIC copied');
    expect(closeButton()).toHaveFocus();
  });

  it('Escape on the close button closes it', async () => {
    const user = renderViewport();
    raise('IBAN copied');
    await user.tab();
    await user.tab();
    expect(closeButton()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toHaveFocus();
  });

  it('a problem stays until it is closed', async () => {
    const user = renderViewport();
    raise('Copying did not work.', 'problem');
    await wait(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('Copying did not work.');
    await user.click(closeButton()!);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('shows a toast raised while its viewport was still loading, once it is there', () => {
    // The shell loads its viewport after the first screen: a copy pressed at once is still said.
    showToast('IBAN copied');
    renderViewport();
    expect(screen.getByRole('status')).toHaveTextContent(/^IBAN copied$/);
  });

  it('keeps nothing once the last viewport has gone (signed out)', () => {
    renderViewport();
    raise('Saved');
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
    cleanup();
    renderViewport();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
