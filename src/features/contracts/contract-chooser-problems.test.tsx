// The contract chooser when things go otherwise: the contract changed meanwhile, the bank
// failing, no profile or a contract already, an empty or failed catalogue.
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { card, openReview, renderChooser, setupChooserBank } from '../../test/contract-chooser-kit';

const { bank, signInAs, requests } = setupChooserBank();

describe('ContractChooser against the mock bank', () => {
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
