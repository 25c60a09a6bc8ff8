/** Every route path of the app, in one place. */
export const paths = {
  home: '/',
  profile: '/profile',
  accounts: '/accounts',
  transfers: '/transfers',
  history: '/history',
  companies: '/companies',
  crypto: '/crypto',
  authCallback: '/auth/callback',
  signedOut: '/signed-out',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
