import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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
        { index: true, element: <Navigate to={paths.profile} replace /> },
        { errorElement: <RouteError />, children: areaRoutes },
      ],
    },
  ]);
}
