import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { TransferDraftProvider } from './transfer-draft';
import { TransferFlow } from './transfer-flow';

const { bank, requests, accountOf } = setupMockBank();

/** Grace Hopper's phone number in the mock's seed (mock/bank/seed-customers.ts). */
const GRACE_PHONE = '+44 7700 900456';

function Screen() {
  const { accounts } = useAccountsWithBalances(undefined);
  return accounts ? <TransferFlow accounts={accounts} companyId={undefined} /> : null;
}

function renderFlow() {
  const from = accountOf('ada', 'Everyday euros').id;
  return renderWithProviders(
    <TransferDraftProvider initial={{ fromId: from, kind: 'customer' }}>
      <Screen />
    </TransferDraftProvider>,
  );
}

/** The description of a term of the review's summary. */
function valueOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

const posts = () => requests('/v2/transfer/internal').filter((line) => line.startsWith('POST'));

async function fillToGrace(user: ReturnType<typeof renderFlow>['user'], amount = '12.50') {
  // Looked up as soon as the number is complete: no button to press.
  await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), GRACE_PHONE);
  expect(await screen.findByText('Found: Grace Hopper', {}, { timeout: 5000 })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'How much?' });
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('Reference'), 'Lunch');
}

describe('TransferFlow', () => {
  it('offers the accounts that can pay the customer found as the source, never crypto', async () => {
    const { user } = renderFlow();
    await fillToGrace(user);
    const from = screen.getByRole('combobox', { name: 'From account' });
    const names = within(from)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    // Grace was found in euros: of ada's accounts (mock/bank/seed.ts), Everyday euros alone.
    expect(names.some((name) => name.startsWith('Everyday euros'))).toBe(true);
    for (const title of ['Pounds', 'Bitcoin', 'Ether']) {
      expect(names.some((name) => name.startsWith(title))).toBe(false);
    }
    expect(from).toHaveValue(accountOf('ada', 'Everyday euros').id);
  });

  it('refuses to continue without a customer, and an amount that is not a number', async () => {
    const { user } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', {
        name: 'Enter the customer’s phone number or email so that we can find them',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Find a customer' })).toBeVisible();

    await fillToGrace(user);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '12,5,0');
    await user.clear(screen.getByLabelText('Reference'));
    await user.type(screen.getByLabelText('Reference'), 'a');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      /Enter the amount in numbers/,
    );
    expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription(/at least 2 characters/);
    expect(screen.getByRole('heading', { level: 2, name: 'How much?' })).toBeVisible();
  });

  it('catches an amount above what is available before the review', async () => {
    const { user } = renderFlow();
    const available = accountOf('ada', 'Everyday euros').available;
    await fillToGrace(user, `${available.split('.')[0]}1.00`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is more than the account has available',
    );
  });

  it('Back from the review and from the amount keeps everything typed', async () => {
    const { user } = renderFlow();
    await fillToGrace(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('heading', { name: 'Check and confirm' });
    expect(review).toHaveFocus();
    expect(valueOf('Amount')).toHaveTextContent('€12.50');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'How much?' })).toHaveFocus();
    expect(screen.getByLabelText('Amount')).toHaveValue('12.50');
    expect(screen.getByLabelText('Reference')).toHaveValue('Lunch');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Find a customer' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue(GRACE_PHONE);
    expect(screen.getByText('Found: Grace Hopper')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('12.50');
    expect(posts()).toEqual([]);
  });

  it('shows the fee by the contract and sends one POST for a double Confirm', async () => {
    const { user } = renderFlow();
    await fillToGrace(user, '200');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
    // BasicContract, EUR: max(1.00, 0.5 % of 200.00) = 1.00 (mock/bank/seed-contracts.ts).
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('€1.00'));
    expect(valueOf('Total leaving your account')).toHaveTextContent('€201.00');
    expect(valueOf('The recipient gets')).toHaveTextContent('€200.00');
    const confirm = screen.getByRole('button', { name: 'Confirm and send' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByRole('heading', { name: 'Transfer sent' })).toBeInTheDocument();
    expect(posts()).toEqual(['POST /v2/transfer/internal 201']);
    expect(screen.getByRole('link', { name: 'See it in your history' })).toHaveAttribute(
      'href',
      `/history?accountId=${accountOf('ada', 'Everyday euros').id}`,
    );
  });

  it('puts the bank’s "Account balance is not enough" at the amount, keeping what was typed', async () => {
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/v2/transfer/internal',
        method: 'POST',
        kind: 'reject',
        status: 400,
        message: 'Account balance is not enough',
      }),
    );
    const { user } = renderFlow();
    await fillToGrace(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    const summary = await screen.findByRole('alert');
    const text = 'The account does not have enough money for this amount and its fee.';
    expect(within(summary).getByRole('link', { name: text })).toHaveAttribute('href', '#amount');
    expect(screen.getByRole('heading', { level: 2, name: 'How much?' })).toBeVisible();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(new RegExp(text));
    expect(screen.getByLabelText('Amount')).toHaveValue('12.50');
    expect(screen.getByText(/The bank’s own words: “Account balance is not enough”/)).toBeVisible();
  });

  it('a committed send whose answer is lost says "Outcome unknown", then finds the transfer', async () => {
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/v2/transfer/internal',
        method: 'POST',
        kind: 'commitThen504',
      }),
    );
    const { user } = renderFlow();
    await fillToGrace(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('heading', { name: 'Outcome unknown' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Transfer sent' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/it was sent once/)).toBeInTheDocument();
    expect(posts()).toEqual(['POST /v2/transfer/internal 504']);
    await vi.waitFor(() =>
      expect(requests().some((line) => line.startsWith('GET /v1/transactions'))).toBe(true),
    );
  });
});
