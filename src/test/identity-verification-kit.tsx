// The identity check's tests (src/features/verification/*.test.ts*): the mock bank they run
// against and the check rendered as onboarding shows it.
import { afterEach, vi } from 'vitest';
import { IdentityVerification } from '../features/verification/identity-verification';
import { setVisibility } from './fake-time';
import {
  renderWithProviders,
  setupMockBank,
  TEST_BANK_URL,
  type MockBankHarness,
  type RenderWithProvidersOptions,
} from './mock-bank-harness';

/** The KYC token endpoint of the spec's v2 (v1 is the fallback where it is missing). */
export const V2 = `${TEST_BANK_URL}/v2/clients/kyc-access-token`;
const LINKS = { contract: '/onboarding/contract', profile: '/onboarding' };

/**
 * The mock bank, its clock pinned, for a test file of the identity check: call it once at the
 * top level. Real timers and a visible tab come back after each test.
 */
export function setupVerificationBank(): MockBankHarness {
  // Registered before the harness so that it runs after the harness has unmounted (hooks
  // after a test run in reverse order): the tab's visibility comes back with nothing listening.
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });
  return setupMockBank({ startAt: '2026-03-01T12:00:00.000Z' });
}

export function renderVerification(userOptions?: RenderWithProvidersOptions['userOptions']) {
  const onVerified = vi.fn<() => void>();
  const rendered = renderWithProviders(
    <IdentityVerification onVerified={onVerified} links={LINKS} />,
    { route: '/onboarding/verification', userOptions },
  );
  return { ...rendered, onVerified };
}
