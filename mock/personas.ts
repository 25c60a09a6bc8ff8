/**
 * The people who can sign in to the mock environment. The identity provider
 * lists them on its login page; the mock bank seeds its state from them.
 */
export interface Persona {
  /** Login name, also the `sub` claim of the tokens. */
  login: string;
  /** One line shown on the mock login page. */
  description: string;
}

/** Every persona signs in with this password in the mock environment. */
export const MOCK_PASSWORD = 'banking';

export const personas: readonly Persona[] = [
  { login: 'new', description: 'Signed up, no client profile yet: starts onboarding.' },
  {
    login: 'ada',
    description: 'Onboarded individual: contract accepted, KYC confirmed, EUR and GBP accounts.',
  },
  { login: 'acme', description: 'Admin of two companies, one of them waiting for KYB.' },
  { login: 'blocked', description: 'Client whose administrative status is adm:blocked.' },
  { login: 'rejected', description: 'Client whose identity verification was rejected.' },
  {
    login: 'grace',
    description:
      'Onboarded individual ada sends money to: EUR and GBP accounts, found by phone or email.',
  },
  {
    login: 'legacy',
    description:
      'Old set-up: an account on a withdrawn contract, one not active yet, two GBP accounts where one is allowed.',
  },
  {
    login: 'saver',
    description:
      'Onboarded individual with 10,000 transactions over six years in Savings pot (EUR) and none in Pounds jar (GBP).',
  },
];

export function isPersonaLogin(login: string): boolean {
  return personas.some((p) => p.login === login);
}
