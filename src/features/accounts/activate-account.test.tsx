import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import type { AccountRecord } from '../../../mock/bank/state';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { ActivateAccount } from './activate-account';

const { bank, signInAs, accountOf, requests } = setupMockBank();
beforeEach(() => signInAs('acme'));

/** acme's seeded company of that name (the live record). */
function companyNamed(name: string) {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found;
}

/** Acme Corporation's "Acme operating" account, put back to `initiated`. */
function initiatedAccount(): AccountRecord {
  const record = accountOf('acme', 'Acme operating');
  if (!record.companyId) throw new Error('No company account');
  record.status = 'initiated';
  return record;
}

const renderActivation = (accountId: string, companyId: string, status = 'initiated') =>
  renderWithProviders(
    <ActivateAccount accountId={accountId} companyId={companyId} status={status} />,
  );

const reject = (status: number, message: string) =>
  faultRuleSchema.parse({
    path: '/v2/accounts/*',
    method: 'PATCH',
    kind: 'reject',
    status,
    message,
  });

describe('ActivateAccount', () => {
  it('sends PATCH /v2/accounts once and shows the pending result, focused', async () => {
    const record = initiatedAccount();
    const { user } = renderActivation(record.id, record.companyId ?? '');
    // One click: a double click's second press can land after the button has gone (the mock
    // answers at once), which moves focus to the page; the same-tick test covers sending once.
    await user.click(await screen.findByRole('button', { name: 'Activate account' }));
    const result = screen.getByRole('status');
    expect(await within(result).findByText('Activation pending')).toBeInTheDocument();
    expect(result).toHaveTextContent('Activation requested');
    expect(result).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Activate account' })).not.toBeInTheDocument();
    expect(bank.log.filter((entry) => entry.method === 'PATCH')).toHaveLength(1);
    expect(record.status).toBe('pending');
  });

  it('two presses in the same tick send PATCH /v2/accounts once', async () => {
    const record = initiatedAccount();
    renderActivation(record.id, record.companyId ?? '');
    const button = await screen.findByRole('button', { name: 'Activate account' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await within(screen.getByRole('status')).findByText('Activation pending')).toBeVisible();
    expect(requests(`/v2/accounts/${record.id}`)).toEqual([`PATCH /v2/accounts/${record.id} 200`]);
  });

  it.each([
    [403, 'Company status blocks account activation', /does not allow it to activate accounts/],
    [403, 'Sender has no access to this account', /You do not have access to this account/],
    [404, 'Company not found', /could not find this company among yours/],
  ])('%i %s is explained in plain words', async (status, message, explained) => {
    const record = initiatedAccount();
    bank.faults.add(reject(status, message));
    const { user } = renderActivation(record.id, record.companyId ?? '');
    await user.click(await screen.findByRole('button', { name: 'Activate account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The account could not be activated');
    expect(alert).toHaveTextContent(explained);
    // The button stays, to try again once the cause is fixed.
    expect(screen.getByRole('button', { name: 'Activate account' })).toBeEnabled();
  });

  it('Acme Rockets’ Launch fund says why it cannot be activated yet, instead of a button', async () => {
    const launch = accountOf('acme', 'Launch fund');
    const rockets = companyNamed('Acme Rockets');
    renderActivation(launch.id, rockets.companyId);
    // Acme Rockets is kyb:initiated in the seed.
    const why = await screen.findByText(
      'Acme Rockets can open and activate accounts and move money once its verification is complete.',
    );
    expect(within(why).getByRole('link', { name: 'Verify the company' })).toHaveAttribute(
      'href',
      `/companies/${rockets.companyId}/verification`,
    );
    expect(screen.queryByRole('button', { name: 'Activate account' })).not.toBeInTheDocument();
    expect(requests().filter((entry) => entry.startsWith('PATCH'))).toEqual([]);
  });

  it('a company whose status changed since the page was read: the bank’s refusal is explained', async () => {
    const record = initiatedAccount();
    const { user } = renderActivation(record.id, record.companyId ?? '');
    const button = await screen.findByRole('button', { name: 'Activate account' });
    // Meanwhile the bank puts Acme Corporation's verification back to pending.
    companyNamed('Acme Corporation').kyb = 'kyb:pending';
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/does not allow it to activate accounts/);
    expect(screen.getByRole('link', { name: 'See what the company still needs' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(requests(`/v2/accounts/${record.id}`)).toEqual([`PATCH /v2/accounts/${record.id} 403`]);
    expect(record.status).toBe('initiated');
  });

  it('a suspended customer is told why instead of being offered Activate account', async () => {
    const record = initiatedAccount();
    bank.patchClient('acme', { adm: 'adm:suspended' });
    renderActivation(record.id, record.companyId ?? '');
    expect(await screen.findByText(/The bank has suspended your client profile/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Activate account' })).not.toBeInTheDocument();
  });

  it('an account already pending explains what happens next, without a button', () => {
    renderActivation(
      'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      'c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      'pending',
    );
    expect(screen.getByText(/The bank is processing the activation/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
