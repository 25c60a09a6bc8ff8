import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionStatusPill } from './transaction-status-pill';

describe('TransactionStatusPill', () => {
  it('names each of the four statuses in words, and an unknown one readably', () => {
    render(
      <ul>
        {['pending', 'on_hold_provider', 'completed', 'rejected', 'reversed'].map((status) => (
          <li key={status}>
            <TransactionStatusPill status={status} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pending',
      'On hold',
      'Completed',
      'Rejected',
      'Reversed',
    ]);
    expect(document.querySelectorAll('.status-pill')).toHaveLength(5);
    expect(document.querySelector('.status-pill--negative')).toHaveTextContent('Rejected');
  });
});
