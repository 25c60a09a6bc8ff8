import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { clientQueries } from '../../api/client/queries';
import type { RuntimeConfig } from '../../config/runtime-config';
import { definitionOf } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { ContractChooser } from './contract-chooser';

const { bank, signInAs, requests } = setupMockBank();
// Ada without a contract: the chooser's starting point.
beforeEach(() =>
  bank.patchClient('ada', { contract: null, termsVersion: null, termsAcceptedTs: null }),
);

function renderChooser(config: RuntimeConfig = testConfig) {
  const onAccepted = vi.fn<() => void>();
  const rendered = renderWithProviders(<ContractChooser onAccepted={onAccepted} />, {
    route: '/onboarding/contract',
    config,
  });
  return { ...rendered, onAccepted };
}

const card = (title: string) => screen.getByRole('article', { name: title });

async function openReview(title: string, user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: `Choose ${title}` }));
  return screen.getByRole('heading', { name: `Accept the ${title} contract?` });
}

describe('ContractChooser against the mock bank', () => {
  it('shows the contracts side by side with their terms; an unavailable one cannot be chosen', async () => {
    renderChooser();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the contracts…');

    const list = await screen.findByRole('list', { name: 'Contracts on offer' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(3);

    // mock/bank/seed-contracts.ts: Basic (level 1) allows 2 EUR and 1 GBP accounts, charges
    // max(1.00, 0.5 %) from 0 in each, and has the `riskLevel` system limit.
    const basic = card('Basic');
    expect(within(basic).getByText('2 EUR accounts')).toBeInTheDocument();
    expect(within(basic).getByText('1 GBP account')).toBeInTheDocument();
    expect(within(basic).getByText('0.5%, at least €1.00')).toBeInTheDocument();
    expect(within(basic).getByText('0.5%, at least £1.00')).toBeInTheDocument();
    expect(
      within(basic).getByText('Limits the bank sets according to your risk profile'),
    ).toBeInTheDocument();
    // None of the bank's own words: its limit's name, its level, a lower bound of zero.
    expect(basic).not.toHaveTextContent(/riskLevel|Level|from €0\.00|from £0\.00/);

    // Each param's rules under the param's own title (the seed's words): Premium prices
    // transfers in its 'Account initiation' param and the exchange in 'Crypto exchange'.
    const premium = card('Premium');
    const groupOf = (title: string) => {
      const group = within(premium).getByRole('heading', { level: 4, name: title }).parentElement;
      if (!group) throw new Error(`no fee group ${title}`);
      return group;
    };
    const transfers = groupOf('Account initiation');
    expect(definitionOf('EUR', transfers)).toHaveTextContent(/^0\.2%$/);
    expect(definitionOf('GBP', transfers)).toHaveTextContent(/^0\.2%$/);
    expect(definitionOf('USD', transfers)).toHaveTextContent(/^0\.25%, at least US\$0\.50$/);
    // Its calculator, `percentage`, is not one the app reads as a rule: said as the bank's.
    expect(definitionOf('EUR', groupOf('Crypto exchange'))).toHaveTextContent(
      /^0\.25%, as the bank works it out$/,
    );
    expect(premium).not.toHaveTextContent(/Level|from [€$£]/);

    const legacy = card('Legacy');
    expect(within(legacy).getByText('Not available')).toBeInTheDocument();
    expect(within(legacy).queryByRole('button')).not.toBeInTheDocument();
    // The catalogue and the profile, each read once, in parallel.
    expect([...requests()].sort()).toEqual(['GET /client 200', 'GET /contracts/clients 200']);
  });

  it('asks to accept the terms, then accepts once and re-reads the profile before onAccepted', async () => {
    const { queryClient, onAccepted, user } = renderChooser();
    // The profile was read earlier in the session (inactive now): it is read again before onAccepted.
    await queryClient.prefetchQuery(clientQueries.profile());
    const heading = await openReview('Premium', user);
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Accept contract' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Confirm that you accept the terms of this contract');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms of this contract' }),
    ).toBeInvalid();
    expect(requests().some((r) => r.startsWith('POST'))).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this contract' }));
    const accept = screen.getByRole('button', { name: 'Accept contract' });
    await user.dblClick(accept);
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(accept).toBeDisabled();
    expect(requests().filter((r) => !r.startsWith('GET /contracts/clients'))).toEqual([
      'GET /client 200',
      'POST /v2/clients/contract-accept 200',
      'GET /client 200',
    ]);
    expect(bank.state.users.get('ada')?.client?.contract).toBe('PremiumContract');
  });

  it('two submits in the same tick accept the contract once', async () => {
    const { onAccepted, user } = renderChooser();
    await openReview('Premium', user);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this contract' }));
    const form = screen.getByRole('button', { name: 'Accept contract' }).closest('form');
    if (!form) throw new Error('No form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(requests('/v2/clients/contract-accept')).toEqual([
      'POST /v2/clients/contract-accept 200',
    ]);
  });

  it('uses PATCH /client/contract when the legacy path is configured', async () => {
    const { onAccepted, user } = renderChooser({
      ...testConfig,
      features: { ...testConfig.features, legacyContractAccept: true },
    });
    await openReview('Basic', user);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this contract' }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(requests()).toContain('PATCH /client/contract 200');
    expect(requests()).not.toContain('POST /v2/clients/contract-accept 200');
    expect(bank.state.users.get('ada')?.client?.contract).toBe('BasicContract');
  });

  it('"Choose another contract" goes back and returns focus to the button pressed', async () => {
    const { user } = renderChooser();
    await openReview('Premium', user);
    await user.click(screen.getByRole('button', { name: 'Choose another contract' }));
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toHaveFocus();
  });

  it('a contract accepted meanwhile → "You have already accepted a contract" with a link to the profile', async () => {
    const { onAccepted, user } = renderChooser();
    await openReview('Basic', user);
    bank.patchClient('ada', { contract: 'PremiumContract' });
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this contract' }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'You have already accepted a contract',
    );
    expect(within(alert).getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Accept contract' })).not.toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('a contract withdrawn meanwhile → cannot be accepted; choosing another reads the list again', async () => {
    const { user } = renderChooser();
    await openReview('Premium', user);
    const premium = bank.state.contracts.find((c) => c.id === 'PremiumContract');
    if (premium) premium.available = false;
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this contract' }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Premium contract cannot be accepted for you.');
    await user.click(within(alert).getByRole('button', { name: 'Choose another contract' }));
    await vi.waitFor(() =>
      expect(within(card('Premium')).getByText('Not available')).toBeInTheDocument(),
    );
    expect(requests().filter((r) => r.startsWith('GET /contracts/clients'))).toHaveLength(2);
    // Its button is gone, so focus lands on the list rather than nowhere.
    await vi.waitFor(() =>
      expect(screen.getByRole('list', { name: 'Contracts on offer' })).toHaveFocus(),
    );
  });

  it('a server error while accepting says so in plain words, says the outcome is unknown, and retries on request', async () => {
    const { onAccepted, user } = renderChooser();
    await openReview('Basic', user);
    bank.faults.add(
      faultRuleSchema.parse({ path: '/v2/clients/contract-accept', kind: 'error500' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this contract' }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contract could not be accepted');
    expect(alert).toHaveTextContent('Please try again in a few minutes');
    expect(alert).not.toHaveTextContent(/Internal server error|The bank said/);
    expect(screen.getByText(/may have been accepted even so/)).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
  });

  it('an accept that may have gone through says where to look: the profile', async () => {
    const { user } = renderChooser();
    await openReview('Basic', user);
    bank.faults.add(
      faultRuleSchema.parse({ path: '/v2/clients/contract-accept', kind: 'error500' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of this contract' }));
    await user.click(screen.getByRole('button', { name: 'Accept contract' }));

    const unknown = await screen.findByText(/may have been accepted even so/);
    expect(within(unknown).getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('without a client profile → "Create your client profile first" with a link to onboarding', async () => {
    signInAs('new');
    renderChooser();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'Create your client profile first',
    );
    expect(within(alert).getByRole('link', { name: 'Create your client profile' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });

  it('a client with a contract → "You have already accepted a contract"', async () => {
    bank.reset();
    renderChooser();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have already accepted a contract');
    expect(alert).not.toHaveFocus();
  });

  it('an empty catalogue and a failed load are designed states', async () => {
    bank.state.contracts = [];
    const { user } = renderChooser();
    expect(
      await screen.findByRole('heading', { name: 'No contracts are offered at the moment' }),
    ).toBeInTheDocument();

    cleanup();
    bank.reset();
    bank.patchClient('ada', { contract: null });
    bank.faults.add(faultRuleSchema.parse({ path: '/contracts/clients', kind: 'error500' }));
    renderChooser();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contracts could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Basic' })).toBeInTheDocument();
  });
});
