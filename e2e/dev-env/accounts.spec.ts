import { expect, test } from '../fixtures';
import { expectAccountCards } from './account-cards';
import { Answers } from './answers';
import type { LegacyAccount, V1Account } from './transfer-review';

// The accounts overview against any environment: what GET /v1/accounts and GET /account
// answered is what the customer sees.

test('ada’s overview shows each of her accounts with its title and available money', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('ada', '/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const v1 = await answers.latest<V1Account[]>('GET', '/v1/accounts');
  await expectAccountCards(page, v1, () => answers.latest<LegacyAccount[]>('GET', '/account'));
});
