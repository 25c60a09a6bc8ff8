import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/routes';
import { AuthCallbackRoute } from './routes/auth-callback';
import { SignedOutRoute } from './routes/signed-out';
import { RouteError } from './routes/route-error';
import { SignedInShell } from './signed-in-shell';

/** Each area is its own chunk, loaded when first visited. */
const areaRoutes: RouteObject[] = [
  {
    path: paths.profile,
    lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
  },
  {
    path: paths.onboarding,
    lazy: async () => ({ Component: (await import('./routes/onboarding')).OnboardingRoute }),
  },
  {
    path: paths.onboardingContract,
    lazy: async () => ({ Component: (await import('./routes/contracts')).ContractsRoute }),
  },
  {
    path: paths.onboardingVerification,
    lazy: async () => ({ Component: (await import('./routes/verification')).VerificationRoute }),
  },
  {
    path: paths.openAccount,
    lazy: async () => ({ Component: (await import('./routes/open-account')).OpenAccountRoute }),
  },
  {
    path: '/accounts/:accountId',
    lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
  },
  ...(
    [
      [paths.accounts, 'nav.accounts'],
      [paths.transfers, 'nav.transfers'],
      [paths.history, 'nav.history'],
      [paths.companies, 'nav.companies'],
      [paths.crypto, 'nav.crypto'],
    ] as const
  ).map(([path, area]) => ({
    path,
    lazy: async () => {
      const { ComingSoon } = await import('./routes/coming-soon');
      return { Component: () => <ComingSoon area={area} /> };
    },
  })),
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
  },
];

export function createAppRouter() {
  return createBrowserRouter([
    { path: paths.authCallback, Component: AuthCallbackRoute },
    { path: paths.signedOut, Component: SignedOutRoute },
    {
      path: '/',
      Component: SignedInShell,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
        },
        { errorElement: <RouteError />, children: areaRoutes },
      ],
    },
  ]);
}
