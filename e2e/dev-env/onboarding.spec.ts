import { expect, test } from '../fixtures';
import { Answers, nextAnswer } from './answers';
import type { Contract } from './fees';
import { devSettings } from './settings';
import { openPage } from './open-page';

// The `new` persona's onboarding against any environment: a user signed up and not yet
// onboarded (E2E_USERNAME_NEW names a fresh one for each run). The contract is one the
// catalogue offers, the first account is in a currency the step offers, and the bank details
// shown are those GET /account gives for the account the bank opened.

interface LegacyAccount {
  account: string;
  title?: string;
  bankDetails?: string;
}

test('a new customer: profile, contract, identity check, first account, bank details', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('new', '/onboarding');
  const steps = page.getByRole('navigation', { name: 'Onboarding steps' });
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');

  await page.getByLabel('First name').fill(devSettings.newName);
  await page.getByLabel('Surname').fill(devSettings.newSurname);
  await page.getByLabel('Nationality').fill(devSettings.newNationality);
  await page.getByLabel('Date of birth').fill(devSettings.newBirthday);
  await page.getByLabel('Mobile phone number').fill(devSettings.newPhone);
  const created = nextAnswer(page, 'POST', '/client');
  await page.getByRole('button', { name: 'Create my profile' }).click();
  expect((await created).status).toBeLessThan(300);

  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Your contract' })).toBeFocused();
  const catalogue = await answers.latest<Contract[]>('GET', '/contracts/clients');
  const offered = catalogue.find(
    (contract) => (contract as { available?: boolean }).available !== false && contract.title,
  );
  if (!offered?.title) throw new Error('the catalogue offers no contract with a title');
  await page
    .getByRole('article', { name: offered.title, exact: true })
    .getByRole('button', { name: `Choose ${offered.title}` })
    .click();
  await page.getByLabel('I accept the terms of this contract').check();
  await page.getByRole('button', { name: 'Accept contract' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Identity check' })).toBeVisible();
  test.skip(!devSettings.testVerifier, 'E2E_TEST_VERIFIER=0: the identity check is a real one');
  const widget = page.getByRole('region', { name: 'Verification partner (test stand-in)' });
  await widget.getByRole('radio', { name: 'Approved' }).check();
  await widget.getByRole('button', { name: 'Submit documents' }).click();

  await expect(
    page.getByRole('heading', { name: 'Step 4 of 4: Your first account' }),
  ).toBeVisible();
  const title = 'First account';
  await page.getByLabel('Account name').fill(title);
  await page.getByRole('radio').first().check();
  const opened = nextAnswer(page, 'POST', '/v1/accounts');
  await page.getByRole('button', { name: 'Open account' }).click();
  expect((await opened).status).toBe(201);

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const accounts = await answers.latest<LegacyAccount[]>('GET', '/account', ({ body }) =>
    (body as LegacyAccount[]).some((account) => account.title === title && account.bankDetails),
  );
  const account = accounts.find((item) => item.title === title);
  const details = JSON.parse(account?.bankDetails ?? '{}') as Record<string, unknown>;
  const iban = Object.values(details).find(
    (value): value is string =>
      typeof value === 'string' && /^[A-Z]{2}\d{2}[A-Z0-9]{8,}$/.test(value.replace(/\s/g, '')),
  );
  // A new account has nothing in it: its page leads with its bank details, as "Add money"
  // (under their own name where the bank has no balances for it yet).
  const region = page.getByRole('region', { name: /^(Add money|Bank details)$/ });
  await expect(
    region.getByText(`${devSettings.newName} ${devSettings.newSurname}`, { exact: true }),
  ).toBeVisible();
  expect(iban, 'GET /account gives the new account an IBAN').toBeTruthy();
  await expect
    .poll(async () => ((await region.textContent()) ?? '').replace(/\s/g, ''))
    .toContain(iban?.replace(/\s/g, ''));

  // Onboarded now: home shows the money, not the guided path.
  await openPage(page, '/');
  await expect(page.getByRole('region', { name: 'Available now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Finish setting up' })).toHaveCount(0);
});
