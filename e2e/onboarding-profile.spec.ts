import type { Page } from '@playwright/test';
import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

interface Details {
  name: string;
  surname: string;
  nationality: string;
  birthday: string;
  phone: string;
}

const valid: Details = {
  name: 'Grace',
  surname: 'Hopper',
  nationality: 'Germany',
  birthday: '1990-05-17',
  phone: '+49 1512 3456789',
};

async function fillProfile(page: Page, details: Details) {
  await page.getByLabel('First name').fill(details.name);
  await page.getByLabel('Surname').fill(details.surname);
  await page.getByLabel('Nationality').fill(details.nationality);
  await page.getByLabel('Date of birth').fill(details.birthday);
  await page.getByLabel('Mobile phone number').fill(details.phone);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

test.describe('create the client profile', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('new', '/onboarding');
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Your details' })).toBeVisible();
  });

  test('each limit is enforced with a visible message and nothing typed is lost', async ({
    page,
  }) => {
    const now = new Date();
    const tomorrow = isoDate(new Date(now.getTime() + 2 * 24 * 3600 * 1000));
    const underAge = isoDate(new Date(now.getFullYear() - 17, now.getMonth(), now.getDate()));
    const wrong: Details = {
      name: 'A'.repeat(16),
      surname: 'B'.repeat(31),
      nationality: 'XYZ',
      birthday: tomorrow,
      phone: '+44 123',
    };
    await fillProfile(page, wrong);
    await page.getByRole('button', { name: 'Create my profile' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    const expected = {
      'First name': 'Enter a name of at most 15 characters',
      Surname: 'Enter a surname of at most 30 characters',
      Nationality: 'Choose a nationality from the list of countries',
      'Date of birth': 'Enter a date of birth in the past',
      'Mobile phone number': 'Enter a valid mobile phone number in international format',
    };
    for (const [label, message] of Object.entries(expected)) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message));
    }
    // What was typed stays.
    await expect(page.getByLabel('First name')).toHaveValue(wrong.name);
    await expect(page.getByLabel('Nationality')).toHaveValue('XYZ');
    await expect(page.getByLabel('Mobile phone number')).toHaveValue('+44 123');

    // The summary's links lead to the fields.
    await summary.getByRole('link', { name: expected.Surname }).click();
    await expect(page.getByLabel('Surname')).toBeFocused();

    // Under age is its own message.
    await page.getByLabel('Date of birth').fill(underAge);
    await page.getByRole('button', { name: 'Create my profile' }).click();
    await expect(summary.getByRole('link', { name: /at least 18 years old/ })).toBeVisible();

    // The limits themselves are accepted: 15 and 30 characters.
    await fillProfile(page, { ...valid, name: 'A'.repeat(15), surname: 'B'.repeat(30) });
    await page.getByRole('button', { name: 'Create my profile' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 4: Your contract' })).toBeVisible();
  });

  test('a refusal by the bank is explained and the form keeps its values', async ({
    page,
    mock,
  }) => {
    await fillProfile(page, valid);
    await mock.fault({ path: '/client', method: 'POST', kind: 'error500' });
    await page.getByRole('button', { name: 'Create my profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'The bank had a problem answering',
    );
    await expect(page.getByLabel('First name')).toHaveValue(valid.name);
    await expect(page.getByLabel('Nationality')).toHaveValue(valid.nationality);
    // Sending again works, once.
    await page.getByRole('button', { name: 'Create my profile' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 4: Your contract' })).toBeVisible();
    const posts = (await mock.requests()).filter(
      (r) => r.method === 'POST' && r.path === '/client',
    );
    expect(posts.map((r) => r.status)).toEqual([500, 201]);
  });

  test('the profile step has no accessibility violations', async ({ page }) => {
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Create my profile' }).click();
    await expect(page.getByText('There is a problem')).toBeVisible();
    await expectNoViolations(page);
  });
});

test('a blocked client sees why, and no step that would fail', async ({ page, signIn }) => {
  await signIn('blocked', '/onboarding', { loginPage: true });
  await expect(page.getByRole('heading', { name: 'Your access is blocked' })).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(1); // only "Sign out"
  await expectNoViolations(page);
});

test('a suspended client is told the access is suspended', async ({ page, signIn, mock }) => {
  await mock.patchClient('blocked', { adm: 'adm:suspended' });
  await signIn('blocked', '/onboarding');
  await expect(page.getByRole('heading', { name: 'Your access is suspended' })).toBeVisible();
});

test('a fully onboarded client lands on the home’s overview, not on the guided path', async ({
  page,
  signIn,
}) => {
  await signIn('ada', '/');
  await expect(page.getByRole('region', { name: 'Available now' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Onboarding steps' })).toHaveCount(0);
});

test('at 375 px the stepper fits one line and the first account’s form starts near the top', async ({
  page,
  signIn,
  mock,
}) => {
  // Rita, with a contract and her identity now confirmed: the path's last step, a first account.
  await mock.patchClient('rejected', { kyc: 'kyc:confirmed', contract: 'BasicContract' });
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn('rejected', '/onboarding');
  await expect(
    page.getByRole('heading', { name: 'Step 4 of 4: Your first account' }),
  ).toBeVisible();

  // One line: every step sits on the same row, the current one named, none off the screen.
  const steps = page.getByRole('navigation', { name: 'Onboarding steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  const boxes = await steps.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
  );
  const firstTop = boxes[0]!.top;
  for (const box of boxes) {
    expect(Math.abs(box.top - firstTop)).toBeLessThan(4);
    expect(box.right).toBeLessThanOrEqual(375);
  }
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(3)).toContainText('Your first account');

  // The form's first field is near the top, not below a screen of other things.
  const name = page.getByLabel('Account name');
  const top = (await name.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(top).toBeLessThan(300);
  await expectNoViolations(page);
});
