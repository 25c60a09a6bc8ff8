import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { HomeRoute } from './home';

const { bank, signInAs, requests } = setupMockBank();

/** `/` and where it may send the user, each a stand-in naming itself. */
function renderHome() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="/accounts" element={<h1>Accounts</h1>} />
      <Route path="/onboarding" element={<h1>Onboarding</h1>} />
      <Route path="/companies" element={<h1>Companies</h1>} />
    </Routes>,
    { route: '/' },
  );
}

const landsOn = async (name: string) =>
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();

describe('HomeRoute: where a sign-in lands', () => {
  it('acme, verified with no personal account but two companies, lands on the companies', async () => {
    signInAs('acme');
    renderHome();
    await landsOn('Companies');
  });

  it('the same admin without companies is led to their first account, as before', async () => {
    signInAs('acme');
    const acme = bank.state.users.get('acme');
    if (!acme) throw new Error('acme is seeded');
    acme.companies = [];
    renderHome();
    await landsOn('Onboarding');
  });

  it('when the companies cannot be read, the guided path is where they go', async () => {
    signInAs('acme');
    bank.faults.add(faultRuleSchema.parse({ path: '/v2/companies', kind: 'error500' }));
    renderHome();
    await landsOn('Onboarding');
  });

  it('ada, who has accounts, lands on them without asking for companies', async () => {
    renderHome();
    await landsOn('Accounts');
    expect(requests('/v2/companies')).toEqual([]);
  });

  it('someone new starts the guided path', async () => {
    signInAs('new');
    renderHome();
    await landsOn('Onboarding');
    expect(requests('/v2/companies')).toEqual([]);
  });
});
