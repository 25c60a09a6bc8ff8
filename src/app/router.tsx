import { Route, Routes, useLocation } from 'react-router';
import { paths } from '../config/routes';
import { TITLE_LEVEL, useDocumentTitle } from '../hooks/use-document-title';
import { useI18n } from '../lib/i18n/i18n';
import { routeTitleKey } from './route-titles';
import { screenRoutes } from './screen-preload';
import { AuthCallbackRoute } from './routes/auth-callback';
import { SignedOutRoute } from './routes/signed-out';
import { SignedInShell } from './signed-in-shell';

/** Every address's document title, set at once (before its screen has loaded). */
function RouteTitle() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  useDocumentTitle(t(routeTitleKey(pathname)), TITLE_LEVEL.route);
  return null;
}

/**
 * The pages of signing in and out, drawn without the signed-in shell and with the app's code;
 * inside the shell every screen of the table (screens.ts), each at its one path, `/` as the
 * shell's index.
 */
export function AppRoutes() {
  return (
    <>
      <RouteTitle />
      <Routes>
        <Route path={paths.authCallback} element={<AuthCallbackRoute />} />
        <Route path={paths.signedOut} element={<SignedOutRoute />} />
        <Route element={<SignedInShell />}>
          {screenRoutes.map(({ path, Screen }) =>
            path === paths.home ? (
              <Route key={path} index element={<Screen />} />
            ) : (
              <Route key={path} path={path} element={<Screen />} />
            ),
          )}
        </Route>
      </Routes>
    </>
  );
}
