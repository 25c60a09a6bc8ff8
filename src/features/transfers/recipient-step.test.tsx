// "Who are you paying?": the choices offered, each one press away from the amount, and only
// those the party's accounts can pay.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { holdRequest } from '../../test/hold-request';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { TransferDraftProvider } from './transfer-draft';
import { TransferFlow } from './transfer-flow';

const { requests, accountOf, userOf, companyOf, signInAs, server } = setupMockBank();

function Screen({ companyId }: { companyId: string | undefined }) {
  const { accounts } = useAccountsWithBalances(companyId);
  return accounts ? <TransferFlow accounts={accounts} companyId={companyId} /> : null;
}

function renderStep(companyId?: string) {
  return renderWithProviders(
    <TransferDraftProvider>
      <Screen companyId={companyId} />
    </TransferDraftProvider>,
  );
}

/** The names of the choices under the list titled `title`. */
async function choicesOf(title: string) {
  const list = await screen.findByRole('region', { name: title });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.transfers__choice-name')?.textContent);
}

/** ada paid Jan Jansen by SEPA today (a record the app reads back from her transactions). */
function adaPaidJan() {
  const everyday = accountOf('ada', 'Everyday euros');
  const now = new Date().toISOString();
  userOf('ada').transactions.push({
    id: '0b6f3c2e-5d1a-4a8e-9b7c-2f4e6d8a1c3b',
    accountId: everyday.id,
    amount: '20.00',
    status: 'completed',
    direction: 'out',
    createdAt: now,
    updatedAt: now,
    sender: { name: 'Ada', surname: 'Lovelace', type: 'individual' },
    recipient: {
      name: 'Jan',
      surname: 'Jansen',
      type: 'individual',
      iban: 'NL91ABNA0417164300',
      reference: 'Bike',
    },
  });
}

describe('the recipient step', () => {
  it('offers the saved recipients and someone new; no own account when none can receive', async () => {
    renderStep();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Who are you paying?' }),
    ).toBeVisible();
    // Seeded (mock/bank/seed-customers.ts): Grace in EUR and GBP (INTERNAL), Oliver (UKLT, a
    // UK payment no request of the API makes) and Hans (SEPA, paid to his IBAN); ada can send
    // euros and pounds.
    expect(await choicesOf('Saved recipients')).toEqual([
      'Grace Hopper',
      'Grace Hopper',
      'Hans Muster',
    ]);
    expect(await choicesOf('Someone new')).toEqual([
      'Another customer of the bank',
      'A bank account',
    ]);
    // ada holds one account per currency (mock/bank/seed.ts): none can pay another.
    expect(screen.queryByRole('region', { name: 'Your accounts' })).toBeNull();
  });

  it('starts each choice with an avatar, as rows of transactions do, that is not read out', async () => {
    signInAs('acme');
    const corporation = companyOf('acme', 'Acme Corporation').companyId;
    renderStep(corporation);
    await screen.findByRole('region', { name: 'Your accounts' });
    /** Each choice's avatar under the list titled `title`: its initials, or '' for an icon. */
    const avatarsOf = (title: string) =>
      within(screen.getByRole('region', { name: title }))
        .getAllByRole('button')
        .map((button) => {
          const avatar = button.querySelector('[data-avatar]');
          expect(avatar).toHaveAttribute('aria-hidden', 'true');
          return avatar?.querySelector('svg') ? 'icon' : avatar?.textContent;
        });
    // A person by their initials; an account of one's own and someone new by an icon.
    expect(avatarsOf('Your accounts')).toEqual(['icon', 'icon']);
    expect(avatarsOf('Someone new')).toEqual(['icon', 'icon']);
    // The choice is named by its words alone, as before (no initials, no icon's name).
    const someoneNew = within(screen.getByRole('region', { name: 'Someone new' }));
    expect(someoneNew.getByRole('button', { name: /^Another customer of the bank/ })).toBeVisible();
    expect(someoneNew.getByRole('button', { name: /^A bank account/ })).toBeVisible();
  });

  it('starts a person’s choice with their initials', async () => {
    adaPaidJan();
    renderStep();
    const saved = await screen.findByRole('region', { name: 'Saved recipients' });
    const initials = within(saved)
      .getAllByRole('button')
      .map((button) => button.querySelector('[data-avatar]')?.textContent);
    // Seeded: Grace Hopper twice, Hans Muster.
    expect(initials).toEqual(['GH', 'GH', 'HM']);
    // Named by the name, not the initials before it.
    expect(
      within(saved).getAllByRole('button', { name: /^(Grace Hopper|Hans Muster)/ }),
    ).toHaveLength(3);
    const recent = screen.getByRole('region', { name: 'Recent' });
    expect(
      within(recent)
        .getByRole('button', { name: /Jan Jansen/ })
        .querySelector('[data-avatar]'),
    ).toHaveTextContent('JJ');
  });

  it('pays someone from the history again in four actions', async () => {
    adaPaidJan();
    const { user } = renderStep();
    const recent = await screen.findByRole('region', { name: 'Recent' });
    await user.click(within(recent).getByRole('button', { name: /Jan Jansen/ }));
    // The only account that can pay an IBAN (euros) is chosen.
    expect(await screen.findByRole('heading', { name: 'How much?' })).toHaveFocus();
    // The step's form may arrive a moment after its heading (its code loads after the first step).
    expect(await screen.findByRole('combobox', { name: 'From account' })).toHaveValue(
      accountOf('ada', 'Everyday euros').id,
    );
    expect(screen.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('heading', { name: 'Transfer sent' })).toBeInTheDocument();
    expect(requests('/v2/transfer').filter((line) => line.startsWith('POST'))).toEqual([
      'POST /v2/transfer 201',
    ]);
  });

  it('Change on the amount step returns to the choices, keeping the amount typed', async () => {
    adaPaidJan();
    const { user } = renderStep();
    await user.click(await screen.findByRole('button', { name: /Jan Jansen/ }));
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Change who you are paying' }));
    const saved = await screen.findByRole('region', { name: 'Saved recipients' });
    await user.click(within(saved).getByRole('button', { name: /Hans Muster/ }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('20');
  });

  it('acting for a company, offers the company’s accounts', async () => {
    signInAs('acme');
    const corporation = companyOf('acme', 'Acme Corporation').companyId;
    renderStep(corporation);
    // Acme Corporation's two EUR accounts (mock/bank/seed.ts) can pay each other.
    expect(await choicesOf('Your accounts')).toEqual(['Acme operating', 'Savings']);
  });

  // Lighthouse measured a layout shift of 0.11 on /transfers: the choices drawn first moved down
  // when the recent and the saved recipients arrived above them. Nothing drawn moves now: the
  // choices come at once, when both reads have answered, with a loading line before.
  it.each([
    ['the recent payments', '/v1/transactions'],
    ['the saved recipients', '/recipient'],
  ])('shows no choice while %s are still being read, then every list at once', async (_, path) => {
    adaPaidJan();
    const held = holdRequest(server, path);
    renderStep();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the people you can pay…');
    expect(screen.queryByRole('button', { name: /Another customer of the bank/ })).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    held.release();
    expect(await choicesOf('Someone new')).toEqual([
      'Another customer of the bank',
      'A bank account',
    ]);
    expect(await choicesOf('Recent')).toEqual(['Jan Jansen']);
    expect(await choicesOf('Saved recipients')).toHaveLength(3);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
