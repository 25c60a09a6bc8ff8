import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from '../../config/runtime-config';
import { termsUrlFor } from '../../components/contracts/terms-link';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { ContractChooser } from './contract-chooser';

const { bank } = setupMockBank();
// Ada without a contract: the chooser's starting point.
beforeEach(() =>
  bank.patchClient('ada', { contract: null, termsVersion: null, termsAcceptedTs: null }),
);

const withTerms = parseRuntimeConfig({
  apiBaseUrl: testConfig.apiBaseUrl,
  oidc: testConfig.oidc,
  legal: { termsUrl: '/terms/{contractId}.html' },
});

async function reviewPremium(config = testConfig) {
  const { user } = renderWithProviders(<ContractChooser onAccepted={vi.fn()} />, {
    route: '/onboarding/contract',
    config,
  });
  await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
  await screen.findByRole('heading', { name: 'Accept the Premium contract?' });
}

describe('the terms link of a contract offered for acceptance', () => {
  it('links the configured terms document of the chosen contract, in a new tab', async () => {
    await reviewPremium(withTerms);
    // mock/bank/seed-contracts.ts: Premium is PremiumContract.
    const link = screen.getByRole('link', {
      name: 'Read the terms of Premium (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/terms/PremiumContract.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is absent when no terms URL is configured', async () => {
    await reviewPremium();
    expect(screen.queryByRole('link', { name: /Read the terms/ })).not.toBeInTheDocument();
  });

  it('puts the contract id into the template as one encoded path segment', () => {
    expect(termsUrlFor('https://bank.example/terms/{contractId}?v=1', 'Gold & Co/2')).toBe(
      'https://bank.example/terms/Gold%20%26%20Co%2F2?v=1',
    );
    expect(termsUrlFor(undefined, 'BasicContract')).toBeNull();
  });
});
