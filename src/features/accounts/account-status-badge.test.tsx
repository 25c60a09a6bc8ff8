import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/mock-bank-harness';
import { AccountStatusBadge } from './account-status-badge';

describe('AccountStatusBadge', () => {
  it('a status of the spec gets words', () => {
    renderWithProviders(<AccountStatusBadge status="initiated" />);
    expect(screen.getByText('Waiting for activation')).toBeInTheDocument();
  });

  it('a status it has no words for is shown readably, never as a code (issue 19)', () => {
    renderWithProviders(<AccountStatusBadge status="under_review" />);
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('under_review');
  });
});
