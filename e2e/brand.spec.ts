import type { Page } from '@playwright/test';
import { withTenant } from '../mock/tenants/tenant-config';
import { expect, test } from './fixtures';

/**
 * Serves this environment's own configuration with an example tenant's sections over it
 * (mock/tenants/<name>.json), and optionally more changes: the theme changes with the
 * configuration alone, no rebuild.
 */
async function serveTenant(
  page: Page,
  name: string | undefined,
  change: (config: Record<string, unknown>) => Record<string, unknown> = (config) => config,
) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: change(withTenant(config, name)) });
  });
}

const rootProperty = (page: Page, name: string) =>
  page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );

/** "#a85b00" → "rgb(168, 91, 0)", as computed styles give colours. */
function rgbOf(hex: string): string {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `rgb(${channel(1)}, ${channel(3)}, ${channel(5)})`;
}

test('the default tenant: Mock Bank’s name, logo and colours', async ({ page, signIn }) => {
  await signIn('ada', '/accounts/open');
  const header = page.getByRole('banner');
  await expect(header).toContainText('Mock Bank');
  // public/config.json: the light logo, decorative beside the name.
  await expect(header.locator('img[src="/brand/mock-bank-logo.svg"]')).toHaveAttribute('alt', '');
  expect(await rootProperty(page, '--color-primary')).toBe('#0b4f9c');
  await expect(page.getByRole('button', { name: 'Open account' })).toHaveCSS(
    'background-color',
    rgbOf('#0b4f9c'),
  );
  await expect(page.getByRole('contentinfo')).toContainText('Need help? Contact Mock Bank:');
});

test('a second tenant from configuration alone: name, logo, favicon, colours, support', async ({
  page,
  signIn,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await serveTenant(page, 'kestrel');
  await signIn('ada', '/accounts/open');

  // mock/tenants/kestrel.json
  const header = page.getByRole('banner');
  await expect(header).toContainText('Kestrel Bank');
  await expect(header).not.toContainText('Mock Bank');
  await expect(header.locator('img[src="/brand/kestrel-logo.svg"]')).toHaveAttribute('alt', '');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    '/brand/kestrel-favicon.svg',
  );
  await expect(page).toHaveTitle(/Kestrel Bank/);

  // Its orange (#e07a00) is too light for text on white (2.8:1): darkened until AA, and said.
  const primary = await rootProperty(page, '--color-primary');
  expect(primary).toMatch(/^#[0-9a-f]{6}$/);
  expect(primary).not.toBe('#e07a00');
  expect(primary).not.toBe('#0b4f9c');
  await expect(page.getByRole('button', { name: 'Open account' })).toHaveCSS(
    'background-color',
    rgbOf(primary),
  );
  expect(warnings.join('\n')).toContain('brand.primaryColor #e07a00');
  expect(warnings.join('\n')).toContain(`${primary} is used instead`);

  const footer = page.getByRole('contentinfo');
  // Its number is formatted once the footer has been in view (its tables load then).
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText('Need help? Contact Kestrel Bank:');
  await expect(footer.getByRole('link', { name: 'help@kestrel.example' })).toHaveAttribute(
    'href',
    'mailto:help@kestrel.example',
  );
  // +441134960000 in the UK's international format.
  await expect(footer.getByRole('link', { name: '+44 113 496 0000' })).toHaveAttribute(
    'href',
    'tel:+441134960000',
  );
  await expect(footer).toContainText('Every day, 7:00 to 22:00');
});

test('a colour that cannot be made readable is refused with the configuration problem', async ({
  page,
}) => {
  await serveTenant(page, 'kestrel', (config) => ({
    ...config,
    brand: { ...(config['brand'] as object), primaryColor: '#ffffff' },
  }));
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'The app is not configured' })).toBeVisible();
  await expect(
    page.getByText(
      /brand\.primaryColor #ffffff cannot be used for links and buttons on the light background/,
    ),
  ).toBeVisible();
});

test('the terms of the contract held open in a new tab, from the profile', async ({
  page,
  signIn,
}) => {
  await signIn('ada', '/profile');
  // ada holds BasicContract, "Basic" in the catalogue (mock/bank/seed-contracts.ts).
  const link = page.getByRole('link', { name: 'Read the terms of Basic (opens in a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [terms] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(terms).toHaveURL(/\/terms\/BasicContract\.html$/);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms of the Basic contract');
});
