// The company verification screen's tests (src/app/routes/company-verification*.test.tsx):
// the mock bank with its clock pinned, the screen at its own address, its state headings.
import { screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { Company } from '../api/companies/schemas';
import { CompanyVerificationRoute } from '../app/routes/company-verification';
import { renderCompanyStep, type CompanyStepOptions } from './company-step';
import { setVisibility, waitUntilFound } from './fake-time';
import { setupMockBank } from './mock-bank-harness';

/**
 * The mock bank for a KYB test file (call it once at the top level), with `acmeCompany`.
 * Real timers and a visible tab come back after each test.
 */
export function setupKybBank() {
  // Registered before the harness, so it runs after the harness has unmounted the screen.
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });
  const harness = setupMockBank({ startAt: '2026-03-01T12:00:00.000Z' });

  /** One of acme's companies as the mock bank seeds them. */
  const acmeCompany = (name: string) => harness.companyOf('acme', name);
  return { ...harness, acmeCompany };
}

/** The KYB screen of `company` at its own address. */
export function renderKyb(company: Company, options: CompanyStepOptions = {}) {
  return renderCompanyStep(
    'companyVerification',
    <CompanyVerificationRoute />,
    company.companyId,
    options,
  );
}

/** The heading of the verification's state, once it shows. */
export const stateHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
/** The same, letting fake time pass until it shows (it comes after a poll). */
export const polledHeading = (name: string) =>
  waitUntilFound(() => screen.queryByRole('heading', { level: 2, name }));
