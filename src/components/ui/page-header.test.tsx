import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { precedes } from '../../test/dom';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  afterEach(cleanup);

  it('reads eyebrow, title, description, then the actions; the title is the page’s one h1', () => {
    render(
      <PageHeader
        eyebrow="EUR · IBAN ending 3000"
        title="Everyday euros"
        description="Your money in euros."
        actions={<a href="/transfers">Send money</a>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Everyday euros' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const eyebrow = screen.getByText('EUR · IBAN ending 3000');
    const description = screen.getByText('Your money in euros.');
    const action = screen.getByRole('link', { name: 'Send money' });
    expect(precedes(eyebrow, heading)).toBe(true);
    expect(precedes(heading, description)).toBe(true);
    expect(precedes(description, action)).toBe(true);
  });

  it('lets the heading take focus after navigation without making it a tab stop', () => {
    render(<PageHeader title="History" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'History' });
    // use-focus-on-navigate.ts finds the heading by this attribute.
    expect(heading).toHaveAttribute('data-page-heading');
    expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    expect(heading).toHaveFocus();
  });

  it('leaves out what it is not given: a bare title is the heading alone', () => {
    const { container } = render(<PageHeader title="Send money" />);
    const header = container.firstElementChild;
    expect(header?.textContent).toBe('Send money');
    expect(header?.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
