import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimers, wait } from '../../test/fake-time';
import { useFocusHeadingOnNavigate } from './use-focus-on-navigate';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/** A page whose heading shows only after `delayMs`, as a lazy route on a slow machine does. */
function SlowPage({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return shown ? (
    <h1 tabIndex={-1} data-page-heading="">
      Later page
    </h1>
  ) : (
    <p>Loading…</p>
  );
}

function Shell() {
  useFocusHeadingOnNavigate();
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <button type="button" onClick={() => void navigate('/later')}>
          Later
        </button>
        <button type="button" onClick={() => void navigate('/form')}>
          Form
        </button>
      </nav>
      <main>
        <Routes>
          <Route
            path="/"
            element={
              <h1 tabIndex={-1} data-page-heading="">
                First page
              </h1>
            }
          />
          <Route path="/later" element={<SlowPage delayMs={5_000} />} />
          <Route path="/form" element={<SlowPageWithField />} />
        </Routes>
      </main>
    </>
  );
}

function SlowPageWithField() {
  return (
    <>
      <input aria-label="Amount" />
      <SlowPage delayMs={3_000} />
    </>
  );
}

/** Follows a navigation link, as a customer does (focus on the link, outside main). */
function follow(name: string) {
  const link = screen.getByRole('button', { name });
  act(() => link.focus());
  fireEvent.click(link);
}

function renderShell() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell />
    </MemoryRouter>,
  );
}

describe('useFocusHeadingOnNavigate', () => {
  it('leaves the first page’s focus to the browser', () => {
    renderShell();
    expect(screen.getByRole('heading', { name: 'First page' })).not.toHaveFocus();
  });

  it('moves focus to the new page’s heading however long the page takes to show it', async () => {
    useFakeTimers();
    renderShell();
    follow('Later');
    await wait(4_999);
    expect(screen.queryByRole('heading')).toBeNull();
    await wait(1);
    expect(screen.getByRole('heading', { name: 'Later page' })).toHaveFocus();
  });

  it('never takes focus from a field the customer has moved into meanwhile', async () => {
    useFakeTimers();
    renderShell();
    follow('Form');
    act(() => screen.getByRole('textbox', { name: 'Amount' }).focus());
    await wait(3_000);
    expect(screen.getByRole('heading', { name: 'Later page' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });
});
