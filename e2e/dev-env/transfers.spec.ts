import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { Answers, nextAnswer } from './answers';
import { devSettings } from './settings';
import {
  chooseSomeoneNew,
  confirmOnce,
  continueToAmount,
  customerContract,
  expectReviewFee,
  figure,
  richestEuroAccount,
  type LegacyAccount,
  type V1Account,
} from './transfer-review';
import { openPage, openScreen } from './open-page';

// Every kind of transfer `ada` sends, against any environment: the source is her EUR account
// with the most money (GET /v1/accounts, GET /account), the fee on review is the one her
// contract gives (GET /client, GET /contracts/clients), and each is sent exactly once.

async function adasEuroAccount(page: Page, answers: Answers, startAt = '/accounts') {
  await openPage(page, startAt);
  // A new load signs in again (tokens live in memory): it has settled once the signed-in shell
  // is drawn. A page asked for before then was taken back here by that sign-in's redirect (a
  // fresh-clone run ended on /accounts instead of /transfers).
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const v1 = await answers.latest<V1Account[]>('GET', '/v1/accounts');
  const legacy = await answers.latest<LegacyAccount[]>('GET', '/account');
  const from = richestEuroAccount(v1, legacy);
  if (!from) throw new Error('ada has no active EUR account to send from');
  return { from, v1, legacy };
}

async function startTransfer(page: Page, fromId: string): Promise<void> {
  await openScreen(page, `/transfers?from=${fromId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Who are you paying?' })).toBeVisible();
}

/** On the amount step, the account the transfer started from is the source. */
async function expectSource(page: Page, fromId: string): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'From account' })).toHaveValue(fromId);
}

async function fillAmount(page: Page, amount: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('transfers, against any environment', () => {
  test('ada moves euros between her own accounts (opening a second one if she has none)', async ({
    page,
    signIn,
  }) => {
    const answers = new Answers(page);
    await signIn('ada', '/accounts');
    const { from, v1, legacy } = await adasEuroAccount(page, answers);
    let to = richestEuroAccount(v1, legacy, [from.id]);
    if (!to) {
      const title = 'Second euros';
      await openPage(page, '/accounts/open');
      await page.getByLabel('Account name').fill(title);
      await page.getByRole('radio', { name: /^EUR\b/ }).check();
      const opened = nextAnswer(page, 'POST', '/v1/accounts');
      await page.getByRole('button', { name: 'Open account' }).click();
      expect((await opened).status).toBe(201);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const accounts = await answers.latest<V1Account[]>('GET', '/v1/accounts', ({ body }) =>
        (body as V1Account[]).some((account) => account.title === title),
      );
      to = accounts.find((account) => account.title === title);
    }
    await startTransfer(page, from.id);
    await page
      .getByRole('region', { name: 'Your accounts' })
      .getByRole('button', { name: new RegExp(`^${to?.title ?? ''}`) })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'How much?' })).toBeFocused();
    await expectSource(page, from.id);
    await fillAmount(page, '123.45');
    const contract = await customerContract(answers);
    await expectReviewFee(page, contract, {
      kind: 'internalTransfer',
      currency: 'EUR',
      amount: '123.45',
    });
    await expect(figure(page, 'To')).toContainText(to?.title ?? '');
    await confirmOnce(page, 'internalTransfer');
  });

  test('ada finds a customer by email and by phone, and pays them', async ({ page, signIn }) => {
    const answers = new Answers(page);
    await signIn('ada', '/accounts');
    const { from } = await adasEuroAccount(page, answers);
    await startTransfer(page, from.id);
    await chooseSomeoneNew(page, 'Another customer of the bank');

    // Looked up as soon as the number or address is complete: there is no button to press.
    const find = async (by: 'Email' | 'Phone number', value: string) => {
      await page.getByRole('radio', { name: by }).check();
      const searched = nextAnswer<{ name?: string; surname?: string }[]>(
        page,
        'GET',
        /\/recipient\/search\/EUR$/,
      );
      await page.getByRole('textbox', { name: by }).fill(value);
      const [found] = (await searched).body;
      const name = [found?.name, found?.surname].filter(Boolean).join(' ');
      await expect(page.getByText(`Found: ${name}`, { exact: true })).toBeVisible();
      return name;
    };
    await find('Email', devSettings.findEmail);
    const name = await find('Phone number', devSettings.findPhone);
    await continueToAmount(page);
    await expectSource(page, from.id);

    await fillAmount(page, '25.50');
    await expectReviewFee(page, await customerContract(answers), {
      kind: 'internalTransfer',
      currency: 'EUR',
      amount: '25.50',
    });
    await expect(figure(page, 'To')).toContainText(name);
    await confirmOnce(page, 'internalTransfer');
  });

  test('ada pays a saved recipient in euros', async ({ page, signIn }) => {
    const answers = new Answers(page);
    await signIn('ada', '/accounts');
    const { from } = await adasEuroAccount(page, answers);
    await startTransfer(page, from.id);
    const saved = page.getByRole('region', { name: 'Saved recipients' });
    const choice = devSettings.savedRecipient
      ? saved.getByRole('button', { name: new RegExp(`^${devSettings.savedRecipient}`) })
      : saved.getByRole('button').first();
    const label = (await choice.locator('.transfers__choice-name').textContent()) ?? '';
    await choice.click();
    await expect(page.getByRole('heading', { level: 2, name: 'How much?' })).toBeFocused();
    await expectSource(page, from.id);
    await fillAmount(page, '8.10');
    await expectReviewFee(page, await customerContract(answers), {
      kind: 'internalTransfer',
      currency: 'EUR',
      amount: '8.10',
    });
    await expect(figure(page, 'To')).toContainText(label.trim());
    await confirmOnce(page, 'internalTransfer');
  });

  test('ada sends euros by SEPA', async ({ page, signIn }) => {
    const answers = new Answers(page);
    await signIn('ada', '/accounts');
    const { from } = await adasEuroAccount(page, answers);
    await startTransfer(page, from.id);
    await chooseSomeoneNew(page, 'A bank account');
    await page.getByRole('textbox', { name: 'IBAN' }).fill(devSettings.sepaIban);
    await page.getByRole('textbox', { name: 'First name' }).fill(devSettings.sepaName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(devSettings.sepaSurname);
    await continueToAmount(page);
    await expectSource(page, from.id);
    await page.getByRole('textbox', { name: 'Reference' }).fill('Invoice 17');
    await fillAmount(page, '300');
    await expectReviewFee(page, await customerContract(answers), {
      kind: 'sepaTransfer',
      currency: 'EUR',
      amount: '300',
    });
    await expect(figure(page, 'To')).toContainText(
      `${devSettings.sepaName} ${devSettings.sepaSurname}`,
    );
    await confirmOnce(page, 'sepaTransfer');
  });
});
