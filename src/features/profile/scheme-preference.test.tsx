import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setSchemePreference } from '../../lib/theme/scheme-preference';
import { SchemePreference } from './scheme-preference';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  delete root.dataset['scheme'];
});

describe('SchemePreference', () => {
  it('is switched in the profile at once, without a reload', async () => {
    const user = userEvent.setup();
    render(<SchemePreference />);
    const group = screen.getByRole('group', { name: 'Colour scheme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Same as this device' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(root.dataset['scheme']).toBe('dark');
    expect(localStorage.getItem('pref.colorScheme')).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(root.dataset['scheme']).toBe('light');

    await user.click(screen.getByRole('radio', { name: 'Same as this device' }));
    expect(root).not.toHaveAttribute('data-scheme');
    expect(localStorage.getItem('pref.colorScheme')).toBeNull();

    // A change elsewhere (another tab) shows in the radios too.
    act(() => setSchemePreference('dark'));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});
