import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/mock-bank-harness';
import { AccountsIcon, HomeIcon, ProfileIcon } from '../ui/icon';
import { TabBar, type NavItem } from './tab-bar';

afterEach(cleanup);

const ITEMS: readonly NavItem[] = [
  { to: '/', label: 'nav.home', icon: HomeIcon, tab: true },
  { to: '/accounts', label: 'nav.accounts', icon: AccountsIcon, tab: true },
  { to: '/profile', label: 'nav.profile', icon: ProfileIcon },
];

function renderTabBar(route: string) {
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={<TabBar navItems={ITEMS} userName="ada" onSignOut={() => undefined} />}
      />
    </Routes>,
    { route },
  );
  const tabs = screen.getByRole('navigation', { name: 'Main tabs' });
  const more = within(tabs).getByRole('button', { name: 'More' });
  const sheet = () => {
    const found = document.getElementById(more.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('More controls no sheet');
    return found;
  };
  /** Every tab and row of the sheet that says it is where the reader is. */
  const current = () =>
    [...document.querySelectorAll('[aria-current]')].map(
      (node) => `${node.textContent ?? ''}: ${node.getAttribute('aria-current') ?? ''}`,
    );
  return { ...rendered, more, sheet, current };
}

describe('TabBar', () => {
  it('on a tab’s screen that tab is the current one, and stays the only one with More open', async () => {
    const { user, more, current } = renderTabBar('/');
    expect(current()).toEqual(['Home: page']);
    await user.click(more);
    expect(current()).toEqual(['Home: page']);
  });

  it('on a screen under More, More is current until its sheet opens, then the screen’s row', async () => {
    const { user, more, current } = renderTabBar('/profile');
    expect(current()).toEqual(['More: true']);
    await user.click(more);
    expect(current()).toEqual(['Profile: page']);
  });

  it('keeps focus with More and its sheet while open, and its close button gives it back', async () => {
    const { user, more, sheet } = renderTabBar('/accounts');
    await user.click(more);
    const close = within(sheet()).getByRole('button', { name: 'Close the menu' });
    // Shift+Tab from More goes to the sheet's last control, Tab from there back to More.
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab();
    expect(more).toHaveFocus();
    await user.tab();
    expect(within(sheet()).getByRole('link', { name: 'Profile' })).toHaveFocus();

    await user.click(close);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(within(sheet()).queryByRole('link')).toBeNull();
  });
});
