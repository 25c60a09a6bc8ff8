/**
 * `npm run screenshots`: pictures of every area for a reviewer who does not run the app
 * (issues 13 and 23): home, accounts, an account and its statement, sending, the history, a
 * receipt, companies and a company admin's home, crypto, and onboarding. The production build (run `npm run build` first) is served with
 * the mock environment; each screen is taken at 1440 and 375 px wide, in each language the
 * configuration offers and in the light and dark colour schemes, through the browser's own
 * settings (`locale`, `colorScheme`), as a customer's browser would ask for them.
 *
 * Desktop pictures show the whole page; phone pictures the first screen, as the phone shows it.
 * Written to docs/screenshots/ (named in the README), with an index page listing them.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PersonaName } from '../e2e/environment.ts';
import { distDir, startPreviewServer } from './app-serving.ts';
import { chromiumExecutable, QUIET_CHROMIUM_ARGS } from './browser.ts';
import {
  personaSession,
  portsFromEnv,
  startMockEnvironment,
  type MockEnvironment,
} from './mock-environment.ts';

export const SCREENSHOT_DIR = 'docs/screenshots';

interface Screen {
  /** File name stem and the index's caption. */
  name: string;
  title: string;
  persona: PersonaName;
  path: (mock: MockEnvironment) => string;
  /**
   * The desktop picture shows the first screen only: the history's list is as tall as every
   * row it could draw (a window virtualiser), drawing only the rows on screen.
   */
  firstScreenOnly?: boolean;
}

const SCREENS: readonly Screen[] = [
  { name: 'home', title: 'Home', persona: 'ada', path: () => '/' },
  { name: 'accounts', title: 'Accounts overview', persona: 'ada', path: () => '/accounts' },
  {
    name: 'account',
    title: 'An account',
    persona: 'ada',
    path: (mock) => `/accounts/${firstAccountId(mock, 'ada')}`,
  },
  {
    name: 'statement',
    title: "An account's statement (last month)",
    persona: 'ada',
    path: (mock) => `/accounts/${firstAccountId(mock, 'ada')}/statements`,
  },
  {
    name: 'transfers',
    title: 'Sending money: who are you paying?',
    persona: 'ada',
    path: () => '/transfers',
  },
  {
    name: 'history',
    title: 'History of every account',
    persona: 'ada',
    path: () => '/history',
    firstScreenOnly: true,
  },
  {
    name: 'receipt',
    title: "A payment's receipt",
    persona: 'saver',
    path: (mock) => chargedPaymentPath(mock, 'saver'),
  },
  { name: 'companies', title: 'Companies', persona: 'acme', path: () => '/companies' },
  { name: 'business-home', title: "A company admin's home", persona: 'acme', path: () => '/' },
  { name: 'crypto', title: 'Crypto market', persona: 'ada', path: () => '/crypto' },
  { name: 'crypto-trade', title: 'A crypto order', persona: 'ada', path: () => '/crypto/trade' },
  { name: 'onboarding', title: 'Onboarding', persona: 'new', path: () => '/onboarding' },
];
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

const SCHEMES = ['light', 'dark'] as const;

function firstAccountId(mock: MockEnvironment, persona: PersonaName): string {
  const account = mock.bank.bank.state.users.get(persona)?.accounts[0];
  if (!account) throw new Error(`the mock bank has no account for ${persona}`);
  return account.id;
}

/** The newest completed payment out that the bank charged a fee for: a full receipt. */
function chargedPaymentPath(mock: MockEnvironment, persona: PersonaName): string {
  const user = mock.bank.bank.state.users.get(persona);
  const payment = [...(user?.transactions ?? [])]
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
    .find((item) => item.direction === 'out' && item.status === 'completed' && item.charge?.fee);
  if (!payment) throw new Error(`the mock bank has no charged payment of ${persona}`);
  return `/history/${payment.id}?accountId=${payment.accountId}`;
}

const ports = () => portsFromEnv({ app: 4292, idp: 4492, bank: 4592 }, 'SCREENSHOTS_');

/** Waits until the screen has its heading and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

async function take(
  browser: Browser,
  mock: MockEnvironment,
  screen: Screen,
  locale: string,
  scheme: (typeof SCHEMES)[number],
  size: (typeof WIDTHS)[number],
): Promise<string> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    locale,
    colorScheme: scheme,
  });
  try {
    await context.addCookies(await personaSession(mock, screen.persona));
    const page = await context.newPage();
    await page.goto(`${mock.appOrigin}${screen.path(mock)}`);
    await settled(page);
    const file = `${screen.name}-${size.name}-${locale}-${scheme}.png`;
    // A phone shows one screen at a time (and its tab bar at the bottom); a desktop the page.
    const fullPage = size.name === 'desktop' && !screen.firstScreenOnly;
    const footer = page.getByRole('contentinfo');
    if (fullPage && (await footer.count()) === 1) {
      // The page as read to its end: the footer's phone number is formatted once it has been
      // in view (its tables load then), so the shot waits for that after scrolling there.
      await footer.scrollIntoViewIfNeeded();
      await page
        .waitForFunction(
          () => {
            const call = document.querySelector('footer a[href^="tel:"]');
            return !call || call.textContent !== call.getAttribute('href')?.slice('tel:'.length);
          },
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, file),
      fullPage,
      animations: 'disabled',
    });
    return file;
  } finally {
    await context.close();
  }
}

function indexPage(rows: { screen: Screen; files: string[] }[]): string {
  const lines = [
    '# Screenshots',
    '',
    'Made by `npm run screenshots` from the production build against the mock environment',
    '(1440 px wide: the whole page; 375 px: the first screen, as a phone shows it; each',
    'language the configuration offers; light and dark scheme).',
    'Do not edit: run the command again.',
    '',
  ];
  for (const { screen, files } of rows) {
    lines.push(`## ${screen.title}`, '');
    for (const file of files) lines.push(`- [${file}](${file})`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const mock = await startMockEnvironment(ports(), 600);
  const app = await startPreviewServer(ports().app, mock.appConfig);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: QUIET_CHROMIUM_ARGS,
    headless: true,
  });
  try {
    rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const locales = (mock.appConfig['locales'] as string[] | undefined) ?? ['en-GB'];
    const rows: { screen: Screen; files: string[] }[] = [];
    for (const screen of SCREENS) {
      const files: string[] = [];
      for (const size of WIDTHS) {
        for (const locale of locales) {
          for (const scheme of SCHEMES) {
            files.push(await take(browser, mock, screen, locale, scheme, size));
            console.log(`screenshots: ${files.at(-1)}`);
          }
        }
      }
      rows.push({ screen, files });
    }
    writeFileSync(path.join(SCREENSHOT_DIR, 'README.md'), indexPage(rows));
    console.log(
      `screenshots: ${rows.flatMap((row) => row.files).length} files in ${SCREENSHOT_DIR}/ (from ${distDir()})`,
    );
  } finally {
    await browser.close();
    await app.close();
    await mock.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
