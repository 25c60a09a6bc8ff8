import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { usePartyCapabilities } from './use-party-capabilities';

const { bank, signInAs, requests } = setupMockBank();

function companyId(name: string): string {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found.companyId;
}

/** Shows what the hook answers, as text a test can read. */
function Probe({ companyId: party }: { companyId: string | undefined }) {
  const { data, isError, refetch } = usePartyCapabilities(party);
  if (isError) {
    return (
      <button type="button" onClick={refetch}>
        failed
      </button>
    );
  }
  if (!data) return <p>loading</p>;
  const open = data.capabilities.openAccount;
  return <p>{`${data.company?.name ?? 'nobody'}: ${open.allowed ? 'allowed' : open.reason}`}</p>;
}

const renderProbe = (party: string | undefined) => renderWithProviders(<Probe companyId={party} />);

describe('usePartyCapabilities', () => {
  it('without a company: the user’s own, and the companies are not read', async () => {
    renderProbe(undefined);
    expect(await screen.findByText('nobody: allowed')).toBeVisible();
    expect(requests('/v2/companies')).toEqual([]);
  });

  it.each([
    ['Acme Corporation', 'Acme Corporation: allowed'],
    ['Acme Rockets', 'Acme Rockets: companyVerificationNotDone'],
  ])('acting for %s: the company’s, from the seed', async (name, shown) => {
    signInAs('acme');
    renderProbe(companyId(name));
    expect(await screen.findByText(shown)).toBeVisible();
  });

  it('the user’s own standing comes first', async () => {
    signInAs('acme');
    bank.patchClient('acme', { kyc: 'kyc:pending' });
    renderProbe(companyId('Acme Corporation'));
    expect(await screen.findByText('Acme Corporation: identityPending')).toBeVisible();
  });

  it('a company that is not among the user’s is not found', async () => {
    // ada administers no company.
    renderProbe(companyId('Acme Corporation'));
    expect(await screen.findByText('nobody: companyNotFound')).toBeVisible();
  });

  it('a failed companies list is an error that can be read again', async () => {
    signInAs('acme');
    bank.faults.add(faultRuleSchema.parse({ path: '/v2/companies', kind: 'error500' }));
    const { user } = renderProbe(companyId('Acme Corporation'));
    await user.click(await screen.findByRole('button', { name: 'failed' }));
    expect(await screen.findByText('Acme Corporation: allowed')).toBeVisible();
    expect(requests('/v2/companies')).toEqual(['GET /v2/companies 500', 'GET /v2/companies 200']);
  });
});
