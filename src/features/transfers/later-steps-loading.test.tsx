// The steps after "Who are you paying?" load their code once the first step is drawn (issue
// 23 §3). Here that code never arrives: the first step works without it, and a step chosen
// before it has loaded says it is loading under its own heading, which has focus.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { TransferDraftProvider } from './transfer-draft';
import { TransferFlow } from './transfer-flow';

vi.mock('./later-steps', () => new Promise(() => undefined));

setupMockBank();

function Screen() {
  const { accounts } = useAccountsWithBalances(undefined);
  return accounts ? <TransferFlow accounts={accounts} companyId={undefined} /> : null;
}

describe('the transfer flow before its later steps have loaded', () => {
  it('draws the first step, and a chosen step says it is loading under its heading', async () => {
    const { user } = renderWithProviders(
      <TransferDraftProvider>
        <Screen />
      </TransferDraftProvider>,
    );
    // Seeded (mock/bank/seed-customers.ts): ada's saved recipients.
    const saved = await screen.findByRole('region', { name: 'Saved recipients' });
    await user.click(within(saved).getByRole('button', { name: /Hans Muster/ }));

    expect(await screen.findByRole('heading', { name: 'How much?' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
