// The company verification screen (KYB) in each state, and when the token or the companies
// cannot be read.
import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { renderKyb, setupKybBank, stateHeading } from '../../test/kyb-kit';
import { TEST_BANK_URL } from '../../test/mock-bank-harness';

const { bank, server, signInAs, requests, acmeCompany } = setupKybBank();

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
