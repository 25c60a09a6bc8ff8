import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockBank } from '../test/mock-bank-harness';
import { ShellFrame } from './signed-in-shell';

const { signInAs } = setupMockBank();

function renderShell(route = '/profile') {
  return renderWithProviders(
    <Routes>
      <Route element={<ShellFrame userName="Wile Coyote" onSignOut={() => undefined} />}>
        <Route path="/profile" element={<h1>A profile</h1>} />
        <Route path="/accounts" element={<h1>Accounts</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('the party switcher', () => {
  it('is in the header alone (a phone shows it there too), not under "More"; Escape closes its list', async () => {
    signInAs('acme');
    const { user } = renderShell();
    const tabs = screen.getByRole('navigation', { name: 'Main tabs' });
    const more = within(tabs).getByRole('button', { name: 'More' });
    const toggle = await within(screen.getByRole('banner')).findByRole('button', {
      name: 'Acting for: Me',
    });

    await user.click(more);
    const sheet = document.getElementById(more.getAttribute('aria-controls') ?? '');
    if (!sheet) throw new Error('More controls no sheet');
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: /^Acting for/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Acting for/ })).toEqual([toggle]);
    await user.keyboard('{Escape}');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Me' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('choosing the party it already acts for closes the list, focus on its button', async () => {
    signInAs('acme');
    // On the accounts overview "Me" leads to the address shown: nothing navigates.
    const { user } = renderShell('/accounts');
    const toggle = await screen.findByRole('button', { name: 'Acting for: Me' });
    await user.click(toggle);
    const list = screen.getByRole('list', { name: 'Act for' });
    await user.click(within(list).getByRole('link', { name: 'Me' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
