// Profile values the app does not know (issue 19 §1): shown readably, never as codes.
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definitionOf as detail } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { rewriteAnswer } from '../../test/rewritten-answer';
import { ProfileRoute } from './profile';

const { bank, server } = setupMockBank();

const renderProfile = () =>
  renderWithProviders(<ProfileRoute />, {
    route: '/profile',
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });

describe('ProfileRoute with statuses the app does not know', () => {
  it('kyc "kyc:in_review" and adm "adm:closed" read "In review" and "Closed"', async () => {
    rewriteAnswer(server, bank, '/client', (body) => ({
      ...(body as Record<string, unknown>),
      kyc: 'kyc:in_review',
      adm: 'adm:closed',
    }));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(within(detail('Identity verification')).getByText('In review')).toBeVisible();
    expect(within(detail('Account status')).getByText('Closed')).toBeVisible();
    expect(detail('Name')).toHaveTextContent(/^Ada$/);
  });
});
