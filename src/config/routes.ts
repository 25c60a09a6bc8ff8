/** Every route path of the app, in one place. */
export const paths = {
  home: '/',
  profile: '/profile',
  onboarding: '/onboarding',
  onboardingContract: '/onboarding/contract',
  onboardingVerification: '/onboarding/verification',
  openAccount: '/accounts/open',
  accounts: '/accounts',
  transfers: '/transfers',
  history: '/history',
  companies: '/companies',
  crypto: '/crypto',
  authCallback: '/auth/callback',
  signedOut: '/signed-out',
} as const;

/** The page of one account. */
export function accountPath(accountId: string): string {
  return `/accounts/${encodeURIComponent(accountId)}`;
}

export type AppPath = (typeof paths)[keyof typeof paths];
