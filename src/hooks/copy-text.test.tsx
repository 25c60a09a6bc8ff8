import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from '../components/ui/toast';
import { copyText } from './copy-text';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function CopyButton() {
  return (
    <button type="button" onClick={() => void copyText('GB33BUKB', 'IBAN copied', 'Copy failed')}>
      Copy IBAN
    </button>
  );
}

function renderCopy() {
  const user = userEvent.setup();
  render(
    <>
      <CopyButton />
      <ToastViewport />
    </>,
  );
  return user;
}

describe('copyText', () => {
  it('puts the text on the clipboard and says so in the toast', async () => {
    const user = renderCopy();
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('GB33BUKB');
    expect(screen.getByRole('status')).toHaveTextContent(/^IBAN copied$/);
  });

  it('says when the browser refuses, as a problem that stays until closed', async () => {
    const user = renderCopy();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Copy failed$/);
    expect(screen.getByRole('status').parentElement).toHaveClass('toast--problem');
  });

  it('says so too where there is no Clipboard API (an insecure page)', async () => {
    const user = renderCopy();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Copy failed$/);
  });
});
