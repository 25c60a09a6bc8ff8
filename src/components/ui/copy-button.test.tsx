import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';
import { ToastViewport } from './toast';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The end of a CSS animation (jsdom runs none and has no AnimationEvent). */
function animationEnds(element: Element | null, animationName: string) {
  const event = Object.assign(new Event('animationend', { bubbles: true }), { animationName });
  if (element) fireEvent(element, event);
}

function renderCopy() {
  const user = userEvent.setup();
  render(
    <>
      <p>
        GB33 BUKB{' '}
        <CopyButton name="Copy IBAN" value="GB33BUKB" copied="IBAN copied" failed="Copy failed" />
      </p>
      <ToastViewport />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Copy IBAN' });
  return { user, button, check: () => button.querySelector('.copy-button__done') };
}

describe('CopyButton', () => {
  it('is an icon button named by what it copies, and says in the toast that it was copied', async () => {
    const { user, button, check } = renderCopy();
    // No visible word: the name is for assistive technology, the icon is hidden from it.
    expect(button).toHaveClass('button--icon');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(check()).toBeNull();

    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('GB33BUKB');
    expect(screen.getByRole('status')).toHaveTextContent(/^IBAN copied$/);
    // A check for a moment (its end is the CSS animation's), under the same name.
    expect(check()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toBe(button);
    animationEnds(check(), 'motion-pop');
    expect(check()).not.toBeNull();
    animationEnds(check(), 'copy-held');
    expect(check()).toBeNull();
  });

  it('shows no check when the browser refuses, only the problem', async () => {
    const { user, button, check } = renderCopy();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(/^Copy failed$/);
    expect(check()).toBeNull();
  });
});
