import { seedBank } from '../mock/bank/seed';
import { expect, test, type MockControl } from './fixtures';
import type { PersonaName } from './environment';

/**
 * quality.md: a screen's data loads without sending the same GET twice. Each
 * screen is opened by address (a fresh page: nothing cached) and the mock
 * bank's request log is read once the screen has settled. The reads the sign-in
 * asks for with the token (issue 37 §1) count: a screen that did not take them
 * would send its own as well.
 */
const adaEur = seedBank()
  .users.get('ada')
  ?.accounts.find((a) => a.title === 'Everyday euros');

const SCREENS: readonly { persona: PersonaName; path: string; ready: string }[] = [
  { persona: 'ada', path: '/', ready: 'Hello, Ada' },
  { persona: 'ada', path: '/profile', ready: 'Lovelace' },
  { persona: 'ada', path: '/accounts', ready: 'IBAN ending 3000' },
  { persona: 'ada', path: `/accounts/${adaEur?.id ?? 'missing'}`, ready: 'Recent transactions' },
  { persona: 'ada', path: '/accounts/open', ready: 'Account name' },
  { persona: 'new', path: '/onboarding', ready: 'First name' },
  { persona: 'rejected', path: '/onboarding', ready: 'What you can do' },
];

async function getsAfterSettling(mock: MockControl): Promise<string[]> {
  const requests = await mock.requests();
  return requests.filter((r) => r.method === 'GET').map((r) => r.path);
}

for (const screen of SCREENS) {
  test(`${screen.path} as ${screen.persona} sends each GET once`, async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn(screen.persona, screen.path);
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const gets = await getsAfterSettling(mock);
    expect(gets.length).toBeGreaterThan(0);
    const repeated = gets.filter((path, index) => gets.indexOf(path) !== index);
    expect(repeated, `GETs sent twice on ${screen.path}: ${repeated.join(', ')}`).toEqual([]);
  });
}
