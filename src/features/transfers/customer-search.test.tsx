// Someone new who banks here is looked up as soon as what is typed is complete: after a pause
// (fake time), never per keystroke, never for incomplete input, and with no button to press.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { useFakeTimers, wait, waitUntilFound } from '../../test/fake-time';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { TransferDraftProvider } from './transfer-draft';
import { TransferFlow } from './transfer-flow';
import { SEARCH_SETTLE_MS } from './use-customer-search';

const { requests, accountOf } = setupMockBank();

/** Grace Hopper's phone number and email in the mock's seed (mock/bank/seed-customers.ts). */
const GRACE_PHONE = '+44 7700 900456';
const GRACE_EMAIL = 'grace@example.com';

function Screen() {
  const { accounts } = useAccountsWithBalances(undefined);
  return accounts ? <TransferFlow accounts={accounts} companyId={undefined} /> : null;
}

/** The customer step, from `fromId` (ada's Everyday euros unless given; '' for any account). */
function renderSearch(fromId = accountOf('ada', 'Everyday euros').id) {
  return renderWithProviders(
    <TransferDraftProvider initial={{ fromId, kind: 'customer' }}>
      <Screen />
    </TransferDraftProvider>,
    { userOptions: { advanceTimers: vi.advanceTimersByTime } },
  );
}

const searches = () => requests().filter((line) => line.startsWith('GET /recipient/search/'));

/** From any account, Grace found by email: she has an account in each of ada's currencies. */
async function findGraceFromAnyAccount() {
  const { user } = renderSearch('');
  await user.click(await waitUntilFound(() => screen.queryByRole('radio', { name: 'Email' })));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), GRACE_EMAIL);
  await wait(SEARCH_SETTLE_MS);
  const which = await waitUntilFound(() =>
    screen.queryByRole('group', { name: 'Which of their accounts should receive the money?' }),
  );
  return { user, which };
}

describe('the automatic search for another customer', () => {
  beforeEach(() => {
    useFakeTimers();
  });

  it('looks a complete phone number up once typing pauses, with no button to press', async () => {
    const { user } = renderSearch();
    const phone = await waitUntilFound(() =>
      screen.queryByRole('textbox', { name: 'Phone number' }),
    );
    expect(screen.queryByRole('button', { name: 'Find customer' })).toBeNull();
    await user.type(phone, GRACE_PHONE);
    await wait(SEARCH_SETTLE_MS - 1);
    expect(searches()).toEqual([]);
    await wait(1);
    const found = await waitUntilFound(() => screen.queryByText('Found: Grace Hopper'));
    expect(found).toBeVisible();
    // In the currency of the account the transfer starts from, once.
    expect(searches()).toEqual(['GET /recipient/search/EUR 200']);
  });

  it('never looks up an incomplete number or address', async () => {
    const { user } = renderSearch();
    const phone = await waitUntilFound(() =>
      screen.queryByRole('textbox', { name: 'Phone number' }),
    );
    await user.type(phone, '+44 77');
    await wait(SEARCH_SETTLE_MS * 5);
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@');
    await wait(SEARCH_SETTLE_MS * 5);
    expect(searches()).toEqual([]);
    expect(screen.queryByText(/Found/)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'example.com');
    await wait(SEARCH_SETTLE_MS);
    expect(await waitUntilFound(() => screen.queryByText('Found: Grace Hopper'))).toBeVisible();
    expect(searches()).toEqual(['GET /recipient/search/EUR 200']);
  });

  it('says so when nobody has the number, and forgets a customer when it is edited', async () => {
    const { user } = renderSearch();
    const phone = await waitUntilFound(() =>
      screen.queryByRole('textbox', { name: 'Phone number' }),
    );
    await user.type(phone, GRACE_PHONE);
    await wait(SEARCH_SETTLE_MS);
    await waitUntilFound(() => screen.queryByText('Found: Grace Hopper'));
    // The last digit changed: another number, which nobody in the mock's seed has.
    await user.type(phone, '{Backspace}9');
    expect(screen.queryByText('Found: Grace Hopper')).toBeNull();
    await wait(SEARCH_SETTLE_MS);
    expect(
      await waitUntilFound(() =>
        screen.queryByText('No customer was found with this phone number.'),
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Find a customer' })).toBeVisible();
  });

  it('from any account, asks which of the customer’s accounts receives', async () => {
    // ada can send euros and pounds (mock/bank/seed.ts); Grace has an account in each.
    const { user, which } = await findGraceFromAnyAccount();
    expect(searches().sort()).toEqual([
      'GET /recipient/search/EUR 200',
      'GET /recipient/search/GBP 200',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Their GBP account' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const from = await waitUntilFound(() =>
      screen.queryByRole('combobox', { name: 'From account' }),
    );
    // Only the pounds account can pay a pounds account, and it is chosen.
    expect(from).toHaveValue(accountOf('ada', 'Pounds').id);
    expect(which).not.toBeInTheDocument();
  });

  it('pressing Continue before choosing which account receives asks for that choice', async () => {
    // Issue 35: the customer was found, yet the problem said to enter their phone or email.
    const { user, which } = await findGraceFromAnyAccount();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitUntilFound(() => screen.queryByRole('link', { name: /^Choose which of their/ }));
    expect(which).toHaveAccessibleDescription('Choose which of their accounts receives the money');
    expect(screen.queryByText(/so that we can find them/)).toBeNull();
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(GRACE_EMAIL);
  });
});
