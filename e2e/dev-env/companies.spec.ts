import { expect, test } from '../fixtures';
import { expectAccountCards } from './account-cards';
import { Answers } from './answers';
import { devSettings } from './settings';
import {
  chooseSomeoneNew,
  continueToAmount,
  expectReviewFee,
  figure,
  type LegacyAccount,
  type V1Account,
} from './transfer-review';
import type { Contract } from './fees';
import { openScreen } from './open-page';

// acme's companies against any environment: each card says what GET /v2/companies gives
// (free text as given), and acting for one shows its name, its accounts and, on a transfer's
// review, the fee of the company's own contract (or that it is not known).

interface Company {
  companyId: string;
  name?: string;
  companyType?: string;
  position?: string;
  kyb?: string;
  contractId?: string;
}

/** A short code (`limited`, `director`) gets words; anything else is the bank's own words. */
async function expectShownAsGiven(value: string | undefined, shown: ReturnType<typeof figure>) {
  if (!value?.trim()) return;
  if (/^[a-z_]+$/.test(value.trim())) await expect(shown).not.toHaveText('');
  else await expect(shown).toHaveText(value.trim());
}

test('acme acts for a company: its card, its name, its accounts and its fee on review', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('acme', '/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Your companies' })).toBeVisible();
  const { companies } = await answers.latest<{ companies: Company[] }>('GET', '/v2/companies');
  const list = page.getByRole('list', { name: 'Companies you administer' });
  await expect(list.getByRole('article')).toHaveCount(companies.length);
  for (const company of companies) {
    const card = list.getByRole('article', { name: company.name, exact: true });
    await expectShownAsGiven(company.companyType, figure(card, 'Company type'));
    await expectShownAsGiven(company.position, figure(card, 'Your position'));
  }

  const company = devSettings.company
    ? companies.find((candidate) => candidate.name === devSettings.company)
    : companies.find((candidate) => candidate.kyb === 'kyb:confirmed');
  if (!company?.name) throw new Error('acme has no verified company to act for');
  await list
    .getByRole('article', { name: company.name, exact: true })
    .getByRole('link', { name: /^See its accounts/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`companyId=${company.companyId}`));
  await expect(page.getByText(`You are acting for ${company.name}`)).toBeVisible();
  const forCompany = ({ url }: { url: URL }) =>
    url.searchParams.get('companyId') === company.companyId;
  const v1 = await answers.latest<V1Account[]>('GET', '/v1/accounts', forCompany);
  const legacy = () => answers.latest<LegacyAccount[]>('GET', '/account', forCompany);
  await expectAccountCards(page, v1, legacy, company.companyId);

  // A SEPA transfer from the company's EUR account, up to its review (nothing is sent).
  const from = v1.find((account) => account.currency === 'EUR' && account.status === 'activated');
  if (!from) throw new Error(`${company.name} has no active EUR account to send from`);
  await openScreen(page, `/transfers?from=${from.id}&companyId=${company.companyId}`);
  await chooseSomeoneNew(page, 'A bank account');
  await page.getByRole('textbox', { name: 'IBAN' }).fill(devSettings.sepaIban);
  await page.getByRole('textbox', { name: 'First name' }).fill(devSettings.sepaName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(devSettings.sepaSurname);
  await continueToAmount(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  await page.getByRole('button', { name: 'Continue' }).click();
  const catalogue = await answers.latest<Contract[]>('GET', '/contracts/clients');
  const contract = catalogue.find((item) => item.id === company.contractId);
  await expectReviewFee(page, contract, { kind: 'sepaTransfer', currency: 'EUR', amount: '10' });
});
