import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { COMPANY_EMAIL_CODE } from '../../../mock/bank/routes/companies';
import type { Company } from '../../api/companies/schemas';
import { renderCompanyStep, type CompanyStepOptions } from '../../test/company-step';
import { useFakeTimers, wait } from '../../test/fake-time';
import { createTestQueryClient, setupMockBank } from '../../test/mock-bank-harness';
import { CompanyEmailRoute } from './company-email';

// Registered before the harness, so it runs after the harness has unmounted the screen.
afterEach(() => {
  vi.useRealTimers();
});
const { bank, signInAs, requests, companyOf } = setupMockBank();

/** One of acme's companies as the mock bank seeds them. */
const acmeCompany = (name: string) => companyOf('acme', name);

function renderEmailStep(company: Company, options: CompanyStepOptions = {}) {
  return renderCompanyStep('companyEmail', <CompanyEmailRoute />, company.companyId, options);
}

const useFakeClock = () => useFakeTimers({ date: true });

const codeField = () => screen.getByRole('textbox', { name: 'Code from the email' });
const posts = (path: string) => requests(path).filter((line) => line.startsWith('POST'));

describe('CompanyEmailRoute against the mock bank', () => {
  it('Acme Corporation: the address, a wrong code explained (kept), the right one confirms the email', async () => {
    signInAs('acme');
    const corp = acmeCompany('Acme Corporation');
    const { user } = renderEmailStep(corp);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Confirm the email of Acme Corporation',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Confirm the email of Acme Corporation — Mock Bank');
    expect(screen.getByRole('link', { name: 'Back to your companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(screen.getByText(`${corp.email}`, { selector: 'dd' })).toBeInTheDocument();
    // Opening the screen sends no code.
    expect(requests()).toEqual(['GET /v2/companies 200']);

    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm the email' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('That code is not right.');
    expect(summary).toHaveFocus();
    expect(codeField()).toHaveValue('111111');
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('That code is not right.'),
    );
    expect(posts('/companies/email/verify')).toEqual(['POST /companies/email/verify 400']);

    await user.clear(codeField());
    await user.type(codeField(), COMPANY_EMAIL_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm the email' }));
    const done = await screen.findByRole('heading', {
      level: 2,
      name: 'The email address of Acme Corporation is confirmed',
    });
    expect(done).toHaveFocus();
    // Verified and with a contract in the seed: nothing else is missing.
    expect(
      screen.getByText('Nothing else is missing: Acme Corporation is ready to bank.'),
    ).toBeInTheDocument();
    expect(corp.emailVerified).toBe(true);
  });

  it('the code is checked before sending: empty, then not 6 digits', async () => {
    signInAs('acme');
    const { user } = renderEmailStep(acmeCompany('Acme Corporation'));
    await user.click(await screen.findByRole('button', { name: 'Confirm the email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the code from the email');
    await user.type(codeField(), '24681');
    await user.click(screen.getByRole('button', { name: 'Confirm the email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the 6 digits of the code from the email',
    );
    expect(posts('/companies/email/verify')).toEqual([]);
  });

  it('two presses in one tick send one verification', async () => {
    signInAs('acme');
    const { user } = renderEmailStep(acmeCompany('Acme Corporation'));
    await user.type(await screen.findByRole('textbox', { name: 'Code from the email' }), '111111');
    const form = codeField().closest('form');
    if (!form) throw new Error('no form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText(/That code is not right/, { selector: '.field__error' });
    expect(posts('/companies/email/verify')).toEqual(['POST /companies/email/verify 400']);
  });

  it('a new code: sent, then a visible countdown; announced when sent and when over, not each second', async () => {
    signInAs('acme');
    const corp = acmeCompany('Acme Corporation');
    useFakeClock();
    const { user } = renderEmailStep(corp, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    expect(screen.queryByText(/You can ask for a new code in/)).toBeNull();

    await user.click(resend);
    const status = await screen.findByText(`We have sent a new code to ${corp.email}.`, {
      exact: false,
    });
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('You can ask for another one in 60 seconds.');
    expect(screen.getByText('You can ask for a new code in 1:00')).toBeInTheDocument();
    await wait(1000);
    const countdown = screen.getByText('You can ask for a new code in 0:59');
    // The countdown is not announced: no live region around it.
    expect(countdown.closest('[role="status"], [aria-live]')).toBeNull();
    expect(resend).toHaveAttribute('aria-disabled', 'true');

    // Pressing while waiting sends nothing.
    await user.click(resend);
    expect(posts('/companies/email/resend-code')).toEqual([
      'POST /companies/email/resend-code 200',
    ]);

    await wait(29_000);
    expect(screen.getByText('You can ask for a new code in 0:30')).toBeInTheDocument();
    expect(status).toHaveTextContent(`We have sent a new code to ${corp.email}.`);

    await wait(30_000);
    expect(screen.queryByText(/You can ask for a new code in/)).toBeNull();
    expect(status).toHaveTextContent('You can ask for a new code now.');
    expect(resend).not.toHaveAttribute('aria-disabled');
    await user.click(resend);
    await screen.findByText('You can ask for a new code in 1:00');
    expect(posts('/companies/email/resend-code')).toHaveLength(2);
    // Nothing typed is lost, and the code is not verified by asking for a new one.
    expect(corp.emailVerified).toBe(false);
  });

  it('the wait is kept when the screen is left and opened again', async () => {
    signInAs('acme');
    const corp = acmeCompany('Acme Corporation');
    const queryClient = createTestQueryClient();
    const first = renderEmailStep(corp, { queryClient });
    await first.user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await screen.findByText(/You can ask for a new code in/);
    first.unmount();

    renderEmailStep(corp, { queryClient });
    expect(await screen.findByText(/You can ask for a new code in 0:[0-5]\d|1:00/)).toBeVisible();
  });

  it('a new code that could not be sent says so, and starts no countdown', async () => {
    signInAs('acme');
    bank.faults.add(
      faultRuleSchema.parse({ path: '/companies/email/resend-code', kind: 'error500' }),
    );
    const { user } = renderEmailStep(acmeCompany('Acme Corporation'));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new code could not be sent');
    expect(screen.queryByText(/You can ask for a new code in/)).toBeNull();
  });

  it('a confirmed email says so, with no code to enter', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    expect(rockets.emailVerified).toBe(true);
    renderEmailStep(rockets);
    const done = await screen.findByRole('heading', {
      level: 2,
      name: 'The email address of Acme Rockets is confirmed',
    });
    expect(within(done.parentElement ?? document.body).getByText(/What comes next/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a company without an email address is told plainly', async () => {
    signInAs('acme');
    const corp = acmeCompany('Acme Corporation');
    delete corp.email;
    renderEmailStep(corp);
    expect(
      await screen.findByRole('heading', { name: 'The company has no email address on record' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });

  it('a company the user does not administer is said plainly', async () => {
    renderEmailStep(acmeCompany('Acme Corporation'));
    expect(
      await screen.findByRole('heading', { name: 'This is not one of your companies' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm a company’s email' }),
    ).toBeInTheDocument();
  });
});
