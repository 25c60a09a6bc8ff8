import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeeIcon } from './icon';
import { List, ListRow } from './list-row';

function renderRows() {
  return render(
    <MemoryRouter>
      <List label="Latest">
        <ListRow title="From Grace Hopper" avatar={{ initials: 'GH', tint: 3 }} href="/t/1" />
        <ListRow title="Fee" avatar={{ icon: FeeIcon }} href="/t/2" />
      </List>
    </MemoryRouter>,
  );
}

describe('Avatar in a ListRow', () => {
  it('is decoration: hidden from assistive technology, the row named by its words alone', () => {
    renderRows();
    const [grace, fee] = screen.getAllByRole('link');
    expect(grace).toHaveAccessibleName('From Grace Hopper');
    expect(grace).toHaveTextContent('GHFrom Grace Hopper');
    expect(fee).toHaveAccessibleName('Fee');
    const avatars = document.querySelectorAll('[data-avatar]');
    expect(avatars).toHaveLength(2);
    for (const avatar of avatars) expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });

  it('initials take their tint’s class; an icon sits on the quiet circle', () => {
    renderRows();
    const [initials, icon] = document.querySelectorAll('[data-avatar]');
    expect(initials).toHaveClass('avatar', 'avatar--tint-3');
    expect(icon).toHaveClass('avatar');
    expect(icon?.className).not.toMatch(/tint/);
    expect(icon?.querySelector('svg')).toBeInTheDocument();
  });
});
