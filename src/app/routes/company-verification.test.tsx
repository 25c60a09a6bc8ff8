import { act, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { VERIFIER_REVIEW_DELAY_MS } from '../../../mock/bank/verifier';
import type { Company } from '../../api/companies/schemas';
import { KYB_POLL_MIN_MS } from '../../features/companies/use-company-status';
import { renderCompanyStep, type CompanyStepOptions } from '../../test/company-step';
import { setVisibility, useFakeTimers, wait, waitUntilFound } from '../../test/fake-time';
import { setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { CompanyVerificationRoute } from './company-verification';

// Registered before the harness, so it runs after the harness has unmounted the screen.
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});
const { bank, server, signInAs, requests, advanceClock, companyOf } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

/** One of acme's companies as the mock bank seeds them. */
const acmeCompany = (name: string) => companyOf('acme', name);

function renderKyb(company: Company, options: CompanyStepOptions = {}) {
  return renderCompanyStep(
    'companyVerification',
    <CompanyVerificationRoute />,
    company.companyId,
    options,
  );
}

const stateHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
/** The same, letting fake time pass until it shows (it comes after a poll). */
const polledHeading = (name: string) =>
  waitUntilFound(() => screen.queryByRole('heading', { level: 2, name }));

describe('CompanyVerificationRoute (KYB) against the mock bank', () => {
  it('Acme Rockets, not verified yet: named, explained, the test verifier with a KYB token', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    renderKyb(rockets);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Acme Rockets' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Verify Acme Rockets — Mock Bank');
    expect(screen.getByRole('link', { name: 'Back to your companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(await stateHeading('Start the verification of Acme Rockets')).toBeInTheDocument();
    const widget = await screen.findByRole('region', {
      name: 'Verification partner (test stand-in)',
    });
    expect(within(widget).getByRole('button', { name: 'Submit documents' })).toBeInTheDocument();
    expect(requests()).toEqual([
      'GET /v2/companies 200',
      `GET /v2/companies/${rockets.companyId}/kyb-access-token 200`,
    ]);
    expect(document.body).not.toHaveTextContent(/kyb:|adm:/);
  });

  it('documents sent → checked (heading focused, read every few seconds) → verified, then what comes next', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    useFakeTimers();
    const { user } = renderKyb(rockets, { userOptions: { advanceTimers: vi.advanceTimersByTime } });

    await user.click(await screen.findByRole('button', { name: 'Submit documents' }));
    const pending = await stateHeading('We are checking the documents of Acme Rockets');
    expect(pending).toHaveFocus();
    const reads = requests('/v2/companies').length;

    await wait(KYB_POLL_MIN_MS);
    expect(requests('/v2/companies')).toHaveLength(reads + 1);
    expect(pending).toBeInTheDocument();

    advanceClock(VERIFIER_REVIEW_DELAY_MS);
    const verified = await polledHeading('Acme Rockets is verified');
    expect(verified).toHaveFocus();
    const next = screen.getByRole('heading', { level: 3, name: 'What comes next' }).parentElement;
    if (!next) throw new Error('no next steps');
    // Rockets has no contract in the seed: that is what comes next.
    expect(
      within(next).getByRole('link', { name: 'Choose a contract (Acme Rockets)' }),
    ).toHaveAttribute('href', `/companies/${rockets.companyId}/contract`);
    expect(within(next).queryByRole('link', { name: /Verify the company/ })).toBeNull();
    expect(
      within(next).getByRole('link', { name: 'See its accounts (Acme Rockets)' }),
    ).toHaveAttribute('href', `/accounts?companyId=${rockets.companyId}`);

    // Settled: no more reads.
    const settled = requests('/v2/companies').length;
    await wait(KYB_POLL_MIN_MS * 5);
    expect(requests('/v2/companies')).toHaveLength(settled);
    // The flag is off: the legacy record is never asked for.
    expect(requests(`/companies/${rockets.companyId}`)).toEqual([]);
  });

  it('reads stop while the tab is hidden and start again when it is visible', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    rockets.kyb = 'kyb:pending';
    useFakeTimers();
    renderKyb(rockets);
    await stateHeading('We are checking the documents of Acme Rockets');
    expect(requests('/v2/companies')).toHaveLength(1);

    act(() => setVisibility('hidden'));
    await wait(KYB_POLL_MIN_MS * 5);
    expect(requests('/v2/companies')).toHaveLength(1);

    rockets.kyb = 'kyb:confirmed';
    act(() => setVisibility('visible'));
    expect(await polledHeading('Acme Rockets is verified')).toBeInTheDocument();
  });

  it('with the company record turned on, the status is read from GET /companies/{id}', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    rockets.kyb = 'kyb:pending';
    useFakeTimers();
    renderKyb(rockets, {
      config: { ...testConfig, features: { ...testConfig.features, companyRecord: true } },
    });
    await stateHeading('We are checking the documents of Acme Rockets');
    const record = `/companies/${rockets.companyId}`;
    expect(requests(record)).toEqual([`GET ${record} 200`]);

    await wait(KYB_POLL_MIN_MS);
    expect(requests(record)).toHaveLength(2);

    rockets.kyb = 'kyb:rejected';
    expect(await polledHeading('We could not verify Acme Rockets')).toHaveFocus();
    // The list was read once, for the page; the record carried the status, and is read no more.
    expect(requests('/v2/companies')).toEqual(['GET /v2/companies 200']);
    const settled = requests(record).length;
    await wait(KYB_POLL_MIN_MS * 4);
    expect(requests(record)).toHaveLength(settled);
  });

  it('Acme Corporation, verified: done, and its email comes next', async () => {
    signInAs('acme');
    const corp = acmeCompany('Acme Corporation');
    renderKyb(corp);
    expect(await stateHeading('Acme Corporation is verified')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Confirm the email (Acme Corporation)' }),
    ).toHaveAttribute('href', `/companies/${corp.companyId}/email`);
    expect(requests()).toEqual(['GET /v2/companies 200']);
  });

  it.each([
    ['kyb:rejected', 'We could not verify Acme Rockets', /Contact our support team/],
    ['kyb:resubmission', 'We need new documents for Acme Rockets', /could not be accepted/],
    [
      'kyb:onHold',
      'We cannot tell where the verification of Acme Rockets stands',
      /status this app does not know/,
    ],
  ])('%s is explained in words', async (kyb, title, body) => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    rockets.kyb = kyb;
    renderKyb(rockets);
    expect(await stateHeading(title)).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/kyb:/);
  });

  it('a status the app has no words for is shown as the bank names it, readably', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    rockets.kyb = 'kyb:in_review';
    renderKyb(rockets);
    expect(
      await stateHeading('We cannot tell where the verification of Acme Rockets stands'),
    ).toBeInTheDocument();
    expect(screen.getByText('The bank’s word for it: “In review”.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/kyb:|in_review/);
  });

  it('a blocked company is told what that means even while verifying', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    rockets.adm = 'adm:blocked';
    renderKyb(rockets);
    expect(
      await screen.findByText(
        /The company’s status is “Blocked”: until our support team changes it/,
      ),
    ).toBeInTheDocument();
  });

  it('where the v2 token endpoint is missing, the v1 one is used', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v2/companies/:companyId/kyb-access-token`, () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    renderKyb(rockets);
    expect(await screen.findByRole('button', { name: 'Submit documents' })).toBeInTheDocument();
    expect(requests()).toContain(`GET /v1/kyb/access-token/${rockets.companyId} 200`);
  });

  it('a token failure says so, and Try again starts the check', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    bank.faults.add(
      faultRuleSchema.parse({
        path: `/v2/companies/${rockets.companyId}/kyb-access-token`,
        kind: 'error500',
      }),
    );
    const { user } = renderKyb(rockets);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The company’s verification could not be started');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Submit documents' })).toBeInTheDocument();
  });

  it('a company the user does not administer is said plainly; no token is asked for', async () => {
    const rockets = acmeCompany('Acme Rockets');
    // ada administers no company.
    renderKyb(rockets);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This is not one of your companies' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(requests()).toEqual(['GET /v2/companies 200']);
  });

  it('the companies failing to load is said, with Try again', async () => {
    signInAs('acme');
    bank.faults.add(faultRuleSchema.parse({ path: '/v2/companies', kind: 'error500' }));
    const { user } = renderKyb(acmeCompany('Acme Rockets'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The company could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Acme Rockets' }),
    ).toBeInTheDocument();
  });
});
