// The contract chooser's tests (src/features/contracts/contract-chooser*.test.tsx): ada
// without a contract at the mock bank, and the chooser rendered at onboarding's contract step.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, vi } from 'vitest';
import type { RuntimeConfig } from '../config/runtime-config';
import { ContractChooser } from '../features/contracts/contract-chooser';
import { renderWithProviders, setupMockBank, type MockBankHarness } from './mock-bank-harness';
import { testConfig } from './test-config';

/** The mock bank for a chooser test file (call it once at the top level). */
export function setupChooserBank(): MockBankHarness {
  const harness = setupMockBank();
  const { bank } = harness;
  // Ada without a contract: the chooser's starting point.
  beforeEach(() =>
    bank.patchClient('ada', { contract: null, termsVersion: null, termsAcceptedTs: null }),
  );
  return harness;
}

/** The chooser at onboarding's contract step; `onAccepted` is a mock. */
export function renderChooser(config: RuntimeConfig = testConfig) {
  const onAccepted = vi.fn<() => void>();
  const rendered = renderWithProviders(<ContractChooser onAccepted={onAccepted} />, {
    route: '/onboarding/contract',
    config,
  });
  return { ...rendered, onAccepted };
}

/** A contract's card, by its title. */
export const card = (title: string) => screen.getByRole('article', { name: title });

/** Chooses the contract and returns the heading of its review. */
export async function openReview(title: string, user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: `Choose ${title}` }));
  return screen.getByRole('heading', { name: `Accept the ${title} contract?` });
}
