// A kyc value the spec does not list (issue 19 §1, A-295): not confirmed, shown readably.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { rewriteAnswer } from '../../test/rewritten-answer';
import { IdentityVerification } from './identity-verification';

const { bank, server, requests } = setupMockBank();

describe('IdentityVerification with kyc "kyc:in_review"', () => {
  it('says what the bank reports in words, with the support contact, and offers nothing', async () => {
    rewriteAnswer(server, bank, '/client', (body) => ({
      ...(body as Record<string, unknown>),
      kyc: 'kyc:in_review',
    }));
    const onVerified = vi.fn<() => void>();
    renderWithProviders(
      <IdentityVerification
        onVerified={onVerified}
        links={{ contract: '/onboarding/contract', profile: '/onboarding' }}
      />,
      {
        route: '/onboarding/verification',
        config: { ...testConfig, support: { email: 'help@bank.example' } },
      },
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your identity check is not complete' }),
    ).toBeVisible();
    expect(screen.getByText(/The bank reports your identity check as “In review”/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'help@bank.example' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('kyc:');
    expect(requests()).toEqual(['GET /client 200']);
  });
});
