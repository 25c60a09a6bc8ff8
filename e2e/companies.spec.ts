import { seedBank } from '../mock/bank/seed';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test } from './fixtures';

/** acme's companies as the mock bank seeds them (the expected values of this journey). */
const companies = seedBank().users.get('acme')?.companies ?? [];
const waitingForKyb = companies.find((company) => company.kyb === 'kyb:initiated');
const emailToConfirm = companies.find((company) => company.emailVerified === false);

test('acme sees both companies with what each still needs, then one company’s accounts', async ({
  page,
  signIn,
}) => {
  if (!waitingForKyb?.name || !emailToConfirm?.name) throw new Error('acme’s seed changed');
  await signIn('acme', '/profile');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your companies' })).toBeFocused();
  await expect(page).toHaveTitle('Your companies — Mock Bank');

  const list = page.getByRole('list', { name: 'Companies you administer' });
  await expect(list.getByRole('article')).toHaveCount(companies.length);

  const kybCard = list.getByRole('article', { name: waitingForKyb.name });
  await expect(kybCard.getByText(`${waitingForKyb.name} still needs:`)).toBeVisible();
  await expect(
    kybCard.getByRole('link', { name: `Verify the company (${waitingForKyb.name})` }),
  ).toBeVisible();
  await expect(kybCard).not.toContainText('kyb:');
  const contractNeed = kybCard.getByRole('link', { name: /^Choose a contract/ });
  await expect(contractNeed).toHaveCount(waitingForKyb.contractId ? 0 : 1);

  const emailCard = list.getByRole('article', { name: emailToConfirm.name });
  await expect(
    emailCard.getByRole('link', { name: `Confirm the email (${emailToConfirm.name})` }),
  ).toBeVisible();
  // The company's details are folded on its card until asked for.
  await expect(emailCard.getByText(`${emailToConfirm.email}`)).toBeHidden();
  await emailCard.getByText('Company details').click();
  await expect(emailCard.getByText(`${emailToConfirm.email}`)).toBeVisible();

  await expectAccessibleWideAndNarrow(page);

  await kybCard.getByRole('link', { name: /^See its accounts/ }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts\\?companyId=${waitingForKyb.companyId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
