import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { seedContracts } from '../../../mock/bank/seed-contracts';
import type { Company } from '../../api/companies/schemas';
import { definitionOf as detail } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { CompaniesRoute } from './companies';

const { bank, signInAs, requests } = setupMockBank();

// No retries, so a failure shows at once; the app's staleTime (src/api/query-client.ts), so
// the catalogue the route starts early is the one the cards read.
const renderCompanies = () =>
  renderWithProviders(<CompaniesRoute />, {
    route: '/companies',
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    }),
  });

/** A contract's title in the mock's catalogue (mock/bank/seed-contracts.ts). */
function seededTitle(contractId: string): string {
  const title = seedContracts().find((contract) => contract.id === contractId)?.title;
  if (!title) throw new Error(`${contractId} is not in the seeded catalogue`);
  return title;
}

/** acme's companies as the mock bank seeds them. */
function acmeCompanies(): Company[] {
  const companies = bank.state.users.get('acme')?.companies ?? [];
  if (companies.length !== 2) throw new Error('acme should administer two companies');
  return companies;
}

async function cardOf(company: Company): Promise<HTMLElement> {
  return screen.findByRole('article', { name: company.name });
}

describe('CompaniesRoute against the mock bank', () => {
  it('acme sees both companies, each with its details and what it still needs', async () => {
    signInAs('acme');
    const companies = acmeCompanies();
    const waitingForKyb = companies.find((company) => company.kyb === 'kyb:initiated');
    const emailToConfirm = companies.find((company) => company.emailVerified === false);
    if (!waitingForKyb || !emailToConfirm) throw new Error('acme’s seed changed');
    renderCompanies();

    expect(screen.getByRole('heading', { level: 1, name: 'Your companies' })).toBeInTheDocument();
    expect(document.title).toBe('Your companies — Mock Bank');
    const list = await screen.findByRole('list', { name: 'Companies you administer' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    for (const company of companies) {
      const card = await cardOf(company);
      expect(detail('Registration number', card)).toHaveTextContent(
        `${company.registrationNumber}`,
      );
      expect(detail('Contact', card)).toHaveTextContent(`${company.contactName}`);
      expect(detail('Email', card)).toHaveTextContent(`${company.email}`);
      expect(detail('Company type', card)).toHaveTextContent(/^Private limited company$/);
      expect(detail('Your position', card)).toHaveTextContent(/^Director$/);
      expect(detail('Company status', card)).toHaveTextContent(/^Active$/);
      const lines = Array.from(
        detail('Registered address', card).querySelectorAll('.details__line'),
      ).map((line) => line.textContent);
      expect(lines).toEqual(['221B Baker Street', 'NW1 6XE London', 'United Kingdom']);
      expect(within(card).getByRole('link', { name: /^See its accounts/ })).toHaveAttribute(
        'href',
        `/accounts?companyId=${company.companyId}`,
      );
      // Never the bank's codes.
      expect(card).not.toHaveTextContent(/kyb:|adm:/);
    }

    const kybCard = await cardOf(waitingForKyb);
    expect(detail('Company verification', kybCard)).toHaveTextContent(/^Not verified yet$/);
    expect(within(kybCard).getByText(`${waitingForKyb.name} still needs:`)).toBeInTheDocument();
    expect(
      within(kybCard).getByRole('link', { name: `Verify the company (${waitingForKyb.name})` }),
    ).toHaveAttribute('href', `/companies/${waitingForKyb.companyId}/verification`);

    const emailCard = await cardOf(emailToConfirm);
    expect(detail('Email', emailCard)).toHaveTextContent(/Not verified yet$/);
    expect(
      within(emailCard).getByRole('link', { name: `Confirm the email (${emailToConfirm.name})` }),
    ).toHaveAttribute('href', `/companies/${emailToConfirm.companyId}/email`);

    for (const company of companies) {
      const card = await cardOf(company);
      const needsContract = !company.contractId;
      expect(within(card).queryByRole('link', { name: /^Choose a contract/ }) !== null).toBe(
        needsContract,
      );
      // The contract's title from the catalogue (BasicContract is "Basic"), never its id.
      const contract = company.contractId
        ? seededTitle(company.contractId)
        : 'No contract accepted yet';
      await waitFor(() => expect(detail('Contract', card)).toHaveTextContent(contract));
      expect(detail('Contract', card).textContent).toBe(contract);
      expect(detail('Onboarding fee', card)).toHaveTextContent(
        company.onboardingFee?.status === 'paid' ? /^Paid$/ : /^No onboarding fee recorded$/,
      );
    }
    expect(requests('/v2/companies')).toEqual(['GET /v2/companies 200']);
    expect(requests('/contracts/clients')).toEqual(['GET /contracts/clients 200']);
  });

  it('a company with nothing missing says so, and a verified KYB reads "Verified"', async () => {
    signInAs('acme');
    const [first] = acmeCompanies();
    if (!first) throw new Error('no company');
    Object.assign(first, {
      kyb: 'kyb:confirmed',
      emailVerified: true,
      contractId: 'CompanyBasic',
      onboardingFee: { status: 'paid' },
    });
    renderCompanies();
    const card = await cardOf(first);
    expect(detail('Company verification', card)).toHaveTextContent(/^Verified$/);
    expect(
      within(card).getByText('Nothing is missing: this company is ready to bank.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/still needs/)).not.toBeInTheDocument();
    // CompanyBasic is not in the catalogue: the company's own contract, by the name it has.
    await waitFor(() =>
      expect(detail('Contract', card)).toHaveTextContent(
        /^CompanyBasic \(the company’s own contract\)$/,
      ),
    );
    expect(card).not.toHaveTextContent('no longer on offer');
  });

  it('shows the bank’s own words as given, and values it has no words for readably', async () => {
    signInAs('acme');
    const [first] = acmeCompanies();
    if (!first) throw new Error('no company');
    // Issue 19: another bank's reading of the same fields.
    Object.assign(first, {
      companyType: 'Private limited company',
      position: 'Finance Manager',
      contractId: 'BusinessContract',
      onboardingFee: { status: 'pending' },
      kyb: 'kyb:in_review',
      adm: 'adm:under_review',
    });
    renderCompanies();
    const card = await cardOf(first);
    expect(detail('Company type', card)).toHaveTextContent(/^Private limited company$/);
    expect(detail('Your position', card)).toHaveTextContent(/^Finance Manager$/);
    expect(detail('Onboarding fee', card)).toHaveTextContent(/^Pending$/);
    expect(detail('Company verification', card)).toHaveTextContent(/^In review$/);
    expect(detail('Company status', card)).toHaveTextContent(/^Under review$/);
    await waitFor(() =>
      expect(detail('Contract', card)).toHaveTextContent(
        /^BusinessContract \(the company’s own contract\)$/,
      ),
    );
    expect(card).not.toHaveTextContent(/not known|Other kind|Another role|no longer on offer/);
    expect(card).not.toHaveTextContent(/kyb:|adm:/);
  });

  it('reads as the company’s page: a status beside its name only while not final, in the bank’s words; its details folded', async () => {
    signInAs('acme');
    const [corporation, rockets] = acmeCompanies();
    if (!corporation || !rockets) throw new Error('no company');
    Object.assign(rockets, { kyb: 'kyb:in_review', adm: 'adm:under_review' });
    renderCompanies();

    // Verified and active: no status beside its name; the details say it once opened.
    const card = await cardOf(corporation);
    const header = within(card).getByRole('heading', { level: 2, name: corporation.name })
      .parentElement as HTMLElement;
    expect(header).toHaveTextContent(new RegExp(`^${corporation.name}$`));
    const details = card.querySelector('details');
    if (!details) throw new Error('the card folds no details');
    expect(details.open).toBe(false);
    expect(detail('Company verification', card)).not.toBeVisible();
    details.open = true;
    expect(detail('Company verification', card)).toBeVisible();
    expect(detail('Company verification', card)).toHaveTextContent(/^Verified$/);

    // Statuses the app has no words for, beside the name, readably in the bank's words.
    const other = await cardOf(rockets);
    const otherHeader = within(other).getByRole('heading', { level: 2, name: rockets.name })
      .parentElement as HTMLElement;
    expect(otherHeader).toHaveTextContent(`${rockets.name}Under reviewIn review`);
    expect(other).not.toHaveTextContent(/kyb:|adm:/);

    // Its accounts, each with what it has available (mock/bank/seed.ts).
    const accounts = await within(card).findByRole('region', { name: 'Accounts' });
    await waitFor(() =>
      expect(within(accounts).getByRole('link', { name: /^Acme operating/ })).toHaveTextContent(
        '€9,298.28',
      ),
    );
  });

  it('a fee the bank calls paid reads "Paid"; a code-like type and position get words', async () => {
    signInAs('acme');
    const [first] = acmeCompanies();
    if (!first) throw new Error('no company');
    Object.assign(first, {
      companyType: 'sole_trader',
      position: 'Director',
      onboardingFee: { status: 'paid' },
    });
    renderCompanies();
    const card = await cardOf(first);
    expect(detail('Company type', card)).toHaveTextContent(/^Sole trader$/);
    expect(detail('Your position', card)).toHaveTextContent(/^Director$/);
    expect(detail('Onboarding fee', card)).toHaveTextContent(/^Paid$/);
  });

  it('ada, who administers no company, is told so', async () => {
    renderCompanies();
    expect(
      await screen.findByRole('heading', { name: 'You do not administer any companies' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Companies you administer' })).toBeNull();
  });

  it('a failure says so in plain words; Try again shows the companies', async () => {
    signInAs('acme');
    bank.faults.add(faultRuleSchema.parse({ path: '/v2/companies', kind: 'error500' }));
    const { user } = renderCompanies();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your companies could not be loaded');
    expect(alert).toHaveTextContent('The bank had a problem answering');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(requests('/v2/companies')).toEqual(['GET /v2/companies 500', 'GET /v2/companies 200']);
  });
});
