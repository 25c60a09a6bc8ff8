import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('as a section named by its heading, it is a region with the card look and its area class', () => {
    render(
      <Card as="section" className="account-balances" aria-labelledby="balances-title">
        <h2 id="balances-title">Balances</h2>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Balances' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('card', 'account-balances');
  });

  it('is a plain box by default, with only the card class', () => {
    render(
      <Card>
        <p>No accounts yet</p>
      </Card>,
    );
    const box = screen.getByText('No accounts yet').parentElement;
    expect(box?.tagName).toBe('DIV');
    expect(box?.className).toBe('card');
  });
});
