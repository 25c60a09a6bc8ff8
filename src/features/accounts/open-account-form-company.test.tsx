import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { seedContracts } from '../../../mock/bank/seed-contracts';
import type { Company } from '../../api/companies/schemas';
import { renderWithProviders, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { OpenAccountForm } from './open-account-form';

const { bank, server, advanceClock, requests, signInAs } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

beforeEach(() => {
  signInAs('acme');
  server.use(
    mswHttp.get(`${TEST_BANK_URL}/contracts/clients`, () => HttpResponse.json(seedContracts())),
  );
});

/** acme's seeded company of that name (the live record: changing it changes the bank). */
function companyNamed(name: 'Acme Corporation' | 'Acme Rockets'): Company {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found;
}

function renderForm(companyId: string, onOpened = vi.fn()) {
  return {
    ...renderWithProviders(<OpenAccountForm companyId={companyId} onOpened={onOpened} />),
    onOpened,
  };
}

const posts = () => requests('/v1/accounts').filter((entry) => entry.startsWith('POST'));

describe('OpenAccountForm for a company', () => {
  it('Acme Corporation may: the form names it and opens the account for it', async () => {
    const corporation = companyNamed('Acme Corporation');
    const { user, onOpened } = renderForm(corporation.companyId);
    expect(
      await screen.findByText(/Your contract sets how many accounts Acme Corporation can have/),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Account name'), 'Company pounds');
    // BasicContract allows 1 GBP account; Acme Corporation holds none (its two are EUR).
    await user.click(screen.getByRole('radio', { name: 'GBP — 1 of 1 left' }));
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Opening your account…')).toBeVisible();
    advanceClock(2000);
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledTimes(1), { timeout: 4000 });
    // A company account opens waiting for activation.
    expect(onOpened).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Company pounds',
        companyId: corporation.companyId,
        status: 'initiated',
      }),
    );
  });

  it.each<[string, Partial<Company>, string, string, string]>([
    [
      'blocked',
      { adm: 'adm:blocked' },
      'Acme Corporation cannot use its accounts',
      'See your companies',
      '/companies',
    ],
    [
      'verification pending',
      { kyb: 'kyb:pending' },
      'The verification of Acme Corporation is in progress',
      'See the company’s verification',
      '/companies/{id}/verification',
    ],
    [
      'verification rejected',
      { kyb: 'kyb:rejected' },
      'Acme Corporation could not be verified',
      'See the company’s verification',
      '/companies/{id}/verification',
    ],
    [
      'verification to send again',
      { kyb: 'kyb:resubmission' },
      'Verify Acme Corporation first',
      'Verify the company',
      '/companies/{id}/verification',
    ],
    [
      'without a contract',
      { contractId: null },
      'Acme Corporation has no contract yet',
      'Choose a contract',
      '/companies/{id}/contract',
    ],
  ])('Acme Corporation %s: why not, instead of the form', async (_, change, why, link, href) => {
    const corporation = Object.assign(companyNamed('Acme Corporation'), change);
    renderForm(corporation.companyId);
    const heading = await screen.findByRole('heading', { name: why });
    const notice = heading.parentElement ?? document.body;
    expect(within(notice).getByRole('link', { name: link })).toHaveAttribute(
      'href',
      href.replace('{id}', corporation.companyId),
    );
    expect(screen.queryByLabelText('Account name')).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('Acme Rockets (verification not done, the seed) is sent to verify the company', async () => {
    const rockets = companyNamed('Acme Rockets');
    renderForm(rockets.companyId);
    expect(await screen.findByRole('heading', { name: 'Verify Acme Rockets first' })).toBeVisible();
    expect(
      screen.getByText(
        'Acme Rockets can open and activate accounts and move money once its verification is complete.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify the company' })).toHaveAttribute(
      'href',
      `/companies/${rockets.companyId}/verification`,
    );
  });

  it('a company that is not among the user’s is not offered the form', async () => {
    const corporation = companyNamed('Acme Corporation');
    // ada administers no company.
    signInAs('ada');
    renderForm(corporation.companyId);
    expect(
      await screen.findByRole('heading', { name: 'This company is not among yours' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it.each([
    [
      403,
      'Company status blocks account activation',
      'The bank says the company’s status does not allow it to open accounts yet',
    ],
    [404, 'Company not found', 'The bank could not find this company among yours.'],
  ])('the bank’s %i %s is explained in plain words', async (status, message, explained) => {
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/v1/accounts',
        method: 'POST',
        kind: 'reject',
        status,
        message,
      }),
    );
    const { user } = renderForm(companyNamed('Acme Corporation').companyId);
    await user.type(await screen.findByLabelText('Account name'), 'Company pounds');
    await user.click(screen.getByRole('radio', { name: 'GBP — 1 of 1 left' }));
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(explained);
    expect(posts()).toEqual([`POST /v1/accounts ${status}`]);
  });
});
