import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import type { Company } from '../../api/companies/schemas';
import { renderCompanyStep } from '../../test/company-step';
import { setupMockBank } from '../../test/mock-bank-harness';
import { CompanyContractRoute } from './company-contract';

const { bank, signInAs, requests, companyOf } = setupMockBank();

/** One of acme's companies as the mock bank seeds them. */
const acmeCompany = (name: string) => companyOf('acme', name);

/** A contract of the mock's catalogue (GET /contracts/clients). */
function seededContract(id: string) {
  const contract = bank.state.contracts.find((c) => c.id === id);
  if (!contract?.title) throw new Error(`the catalogue has no ${id}`);
  return contract;
}

function renderContractStep(company: Company) {
  return renderCompanyStep('companyContract', <CompanyContractRoute />, company.companyId);
}

/** The requests that change something, in order. */
const changes = () => requests().filter((line) => !line.startsWith('GET'));

describe('CompanyContractRoute against the mock bank', () => {
  it('Acme Rockets (no contract): compares, reviews, accepts with the PATCH alone (nothing the spec does not show) and says what comes next', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    const premium = seededContract('PremiumContract');
    const { user } = renderContractStep(rockets);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a contract for Acme Rockets' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Choose a contract for Acme Rockets — Mock Bank');
    expect(screen.getByRole('link', { name: 'Back to your companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    const list = await screen.findByRole('list', { name: 'Contracts on offer' });
    expect(
      screen.getByText(/Compare the contracts and choose one for Acme Rockets\./),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `Choose ${premium.title}` }));

    const review = screen.getByRole('heading', {
      level: 2,
      name: `Accept the ${premium.title} contract for Acme Rockets?`,
    });
    expect(review).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));
    // Not without agreeing to the terms.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm that you accept the terms on behalf of the company',
    );
    expect(changes()).toEqual([]);

    await user.click(
      screen.getByRole('checkbox', {
        name: 'I accept the terms of this contract on behalf of Acme Rockets',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));
    const done = await screen.findByRole('heading', {
      level: 2,
      name: `Acme Rockets now has the ${premium.title} contract`,
    });
    expect(done).toHaveFocus();
    expect(changes()).toEqual(['PATCH /companies/contract 200']);
    // The bank's own record of the company now has it.
    expect(rockets.contractId).toBe(premium.id);
    // Rockets still needs its KYB (seed): that comes next.
    expect(screen.getByRole('link', { name: 'Verify the company (Acme Rockets)' })).toHaveAttribute(
      'href',
      `/companies/${rockets.companyId}/verification`,
    );
    expect(screen.queryByRole('link', { name: /^Choose a contract/ })).toBeNull();
  });

  it('two presses in one tick send one PATCH', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    const basic = seededContract('BasicContract');
    const { user } = renderContractStep(rockets);
    await user.click(await screen.findByRole('button', { name: `Choose ${basic.title}` }));
    await user.click(screen.getByRole('checkbox', { name: /^I accept the terms/ }));
    const form = screen.getByRole('button', { name: 'Accept contract' }).closest('form');
    if (!form) throw new Error('no form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByRole('heading', {
      name: `Acme Rockets now has the ${basic.title} contract`,
    });
    expect(changes()).toEqual(['PATCH /companies/contract 200']);
  });

  it('“There is no document for the requested terms” is explained; another contract can be chosen', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    const basic = seededContract('BasicContract');
    const premium = seededContract('PremiumContract');
    const { user } = renderContractStep(rockets);
    await user.click(await screen.findByRole('button', { name: `Choose ${basic.title}` }));
    // The bank stops offering it while the review is open: its answer is "no document".
    basic.available = false;
    await user.click(screen.getByRole('checkbox', { name: /^I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This contract cannot be accepted at the moment');
    expect(alert).toHaveTextContent(
      `The bank has no terms of the ${basic.title} contract that it can give Acme Rockets right now`,
    );
    expect(alert).toHaveFocus();
    expect(alert).not.toHaveTextContent('[400]');
    expect(changes()).toEqual(['PATCH /companies/contract 400']);

    await user.click(within(alert).getByRole('button', { name: 'Choose another contract' }));
    expect(
      await screen.findByRole('button', { name: `Choose ${premium.title}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Choose ${basic.title}` })).toBeNull();
  });

  it('a server failure offers Try again and says the contract may have been accepted', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    const basic = seededContract('BasicContract');
    bank.faults.add(faultRuleSchema.parse({ path: '/companies/contract', kind: 'error500' }));
    const { user } = renderContractStep(rockets);
    await user.click(await screen.findByRole('button', { name: `Choose ${basic.title}` }));
    await user.click(screen.getByRole('checkbox', { name: /^I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contract could not be accepted');
    expect(screen.getByText(/The contract may have been accepted even so/)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        name: `Acme Rockets now has the ${basic.title} contract`,
      }),
    ).toBeInTheDocument();
  });

  it('an accept that may have gone through says where to look: the companies', async () => {
    signInAs('acme');
    const basic = seededContract('BasicContract');
    bank.faults.add(faultRuleSchema.parse({ path: '/companies/contract', kind: 'error500' }));
    const { user } = renderContractStep(acmeCompany('Acme Rockets'));
    await user.click(await screen.findByRole('button', { name: `Choose ${basic.title}` }));
    await user.click(screen.getByRole('checkbox', { name: /^I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));

    const unknown = await screen.findByText(/may have been accepted even so/);
    expect(within(unknown).getByRole('link', { name: 'See your companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it('Acme Corporation’s contract is shown in words with its terms, and can be changed', async () => {
    signInAs('acme');
    const corp = acmeCompany('Acme Corporation');
    const current = seededContract(corp.contractId ?? '');
    const premium = seededContract('PremiumContract');
    const { user } = renderContractStep(corp);
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: `The contract of Acme Corporation: ${current.title}`,
    });
    const panel = heading.parentElement;
    if (!panel) throw new Error('no panel');
    expect(within(panel).getByText('Accounts you can open')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(corp.contractId ?? '');
    expect(
      within(panel).getByRole('link', { name: 'Confirm the email (Acme Corporation)' }),
    ).toHaveAttribute('href', `/companies/${corp.companyId}/email`);

    await user.click(within(panel).getByRole('button', { name: 'Change the contract' }));
    await user.click(await screen.findByRole('button', { name: `Choose ${premium.title}` }));
    await user.click(screen.getByRole('checkbox', { name: /^I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));
    expect(
      await screen.findByRole('heading', {
        name: `Acme Corporation now has the ${premium.title} contract`,
      }),
    ).toBeInTheDocument();
  });

  it('a contract the catalogue lacks is the company’s own, named as the bank gives it', async () => {
    signInAs('acme');
    const corp = acmeCompany('Acme Corporation');
    corp.contractId = 'BusinessContract';
    renderContractStep(corp);
    expect(
      await screen.findByRole('heading', {
        name: 'The contract of Acme Corporation: BusinessContract',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'BusinessContract is the company’s own contract: it is not among the contracts on offer, so its terms are not shown here.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('no longer on offer');
  });

  it('a company the user does not administer is said plainly', async () => {
    renderContractStep(acmeCompany('Acme Rockets'));
    expect(
      await screen.findByRole('heading', { name: 'This is not one of your companies' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a contract for a company' }),
    ).toBeInTheDocument();
  });
});
