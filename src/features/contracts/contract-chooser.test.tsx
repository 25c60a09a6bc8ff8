// The contract chooser: the contracts and their terms, and accepting one.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clientQueries } from '../../api/client/queries';
import { definitionOf } from '../../test/dom';
import { card, openReview, renderChooser, setupChooserBank } from '../../test/contract-chooser-kit';
import { testConfig } from '../../test/test-config';

const { bank, requests } = setupChooserBank();

describe('ContractChooser against the mock bank', () => {
  it('shows the contracts side by side with their terms; an unavailable one cannot be chosen', async () => {
    renderChooser();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the contracts…');

    const list = await screen.findByRole('list', { name: 'Contracts on offer' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(2);

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

    // The seed's withdrawn Legacy (`available: false`) is offered to no one.
    expect(within(list).queryByRole('article', { name: 'Legacy' })).not.toBeInTheDocument();
    expect(within(list).queryByText('Not available')).not.toBeInTheDocument();
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
});
