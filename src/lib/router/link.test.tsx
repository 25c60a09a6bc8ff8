import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link';

afterEach(cleanup);

/** Where the app is now, and what the last navigation left in the history's state. */
function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is an address the browser can open, and a press moves the app there with its state', () => {
    renderAt(
      '/',
      <Link to={{ pathname: '/accounts', search: '?tab=all' }} state={{ from: 'home' }}>
        Accounts
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Accounts' });
    expect(link.getAttribute('href')).toBe('/accounts?tab=all');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/accounts?tab=all {"from":"home"}');
  });

  it('leaves a press with a modifier key to the browser, and runs its own onClick first', () => {
    const onClick = vi.fn();
    renderAt(
      '/',
      <Link to="/history" onClick={onClick}>
        History
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'History' });
    fireEvent.click(link, { ctrlKey: true });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/ null');
  });

  it('does not move when its onClick prevents the default', () => {
    renderAt(
      '/',
      <Link to="/history" onClick={(event) => event.preventDefault()}>
        History
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'History' }));
    expect(screen.getByTestId('where').textContent).toBe('/ null');
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/" end>
        Home
      </NavLink>
      <NavLink to="/accounts">Accounts</NavLink>
      <NavLink to="/accounts/open?currency=EUR">Open</NavLink>
    </nav>
  );
  const current = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it('marks its screen and the screens below it as the current page', () => {
    renderAt('/accounts/acc-1', nav);
    expect(current()).toEqual(['Accounts']);
  });

  it('with end, marks its own path only; the search part of its address does not count', () => {
    renderAt('/', nav);
    expect(current()).toEqual(['Home']);
    cleanup();
    renderAt('/accounts/open', nav);
    expect(current()).toEqual(['Accounts', 'Open']);
  });

  it('does not take a longer name for a screen below it', () => {
    renderAt('/accountsettings', nav);
    expect(current()).toEqual([]);
  });
});
