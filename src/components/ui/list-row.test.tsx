import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n';
import { IncomingIcon } from './icon';
import { List, ListRow, initialsOf } from './list-row';
import { MoneyFigure } from './money-figure';
import { StatusPill } from './status-pill';

/** What Intl makes of a positive amount with a plus: the oracle, not the app's own formatting. */
const intlPlus = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, signDisplay: 'exceptZero' }).format(
    amount as Intl.StringNumericLiteral,
  );

function renderList(rows: ReactNode) {
  return render(
    <I18nProvider locale="en-GB">
      <MemoryRouter>
        <List label="Latest">{rows}</List>
      </MemoryRouter>
    </I18nProvider>,
  );
}

/** Anything a person could tab to or press. */
const INTERACTIVE = 'a, button, input, select, textarea, details, [tabindex]';

afterEach(cleanup);

describe('ListRow', () => {
  it('as a link: one link per row, named by title, amount and status, described by its second line', () => {
    renderList(
      <ListRow
        href="/history/t1"
        avatar={{ icon: IncomingIcon }}
        title="From Anna Schmidt"
        secondary="Everyday euros on 21 Nov 2026, 20:51"
        amount={<MoneyFigure amount="50.00" currency="EUR" plus tone="positive" />}
        status={<StatusPill tone="pending">Pending</StatusPill>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Latest' });
    const [row] = within(list).getAllByRole('listitem');
    const link = within(row!).getByRole('link');
    expect(link).toHaveAccessibleName(`From Anna Schmidt ${intlPlus('50.00', 'EUR')} Pending`);
    expect(link).toHaveAccessibleDescription('Everyday euros on 21 Nov 2026, 20:51');
    expect(link).toHaveAttribute('href', '/history/t1');
    // The link is the row's only interactive element: nothing inside it takes focus.
    expect(row!.querySelectorAll(INTERACTIVE)).toHaveLength(1);
    expect(link.querySelectorAll(INTERACTIVE)).toHaveLength(0);
  });

  it('shows the amount it is given as it is, never formatting money itself', () => {
    renderList(
      <>
        <ListRow title="Raw" amount="12.3 XYZ" href="/a" />
        <ListRow title="Crypto" amount="0.00150000 BTC to sell" href="/b" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Raw 12.3 XYZ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crypto 0.00150000 BTC to sell' })).toBeVisible();
  });

  it('a row without a status or second line is named by what it has', () => {
    renderList(<ListRow title="Everyday euros" amount="€10.00" href="/accounts/1" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Everyday euros €10.00');
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('without a destination it is plain text in a list item, no link', () => {
    renderList(<ListRow title="Wallet" secondary="Bitcoin" amount="€1.00" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Wallet€1.00Bitcoin');
  });

  it('initials and icons are decoration: the title alone names the row', () => {
    renderList(
      <>
        <ListRow
          title="Acme Trading"
          avatar={{ initials: initialsOf('Acme Trading'), tint: 0 }}
          href="/c/1"
        />
        <ListRow title="From Ben" avatar={{ icon: IncomingIcon }} href="/c/2" />
      </>,
    );
    const [acme, ben] = screen.getAllByRole('link');
    expect(acme).toHaveAccessibleName('Acme Trading');
    expect(acme).toHaveTextContent('ATAcme Trading');
    expect(ben).toHaveAccessibleName('From Ben');
    expect(ben?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a refused row carries its look, so it reads as money that did not move', () => {
    renderList(<ListRow title="To Ben" amount="€5.00" look="not-moved" href="/t" />);
    expect(screen.getByRole('listitem')).toHaveClass('list-row--not-moved');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first two words, upper case', () => {
    expect(initialsOf('acme trading ltd')).toBe('AT');
    expect(initialsOf('  Ölmühle ')).toBe('Ö');
    expect(initialsOf('')).toBe('');
  });
});
