import { loadRuntimeConfig } from '../config/runtime-config';
import { paths } from '../config/routes';

/**
 * The entry: small on purpose. Tokens live in memory only, so a new page (a deep link, a
 * reload) always starts without a session, and every address but the sign-in callback and the
 * signed-out page begins with a trip to the identity provider. That trip starts here, before
 * the app's code has loaded (early-sign-in.ts); the app itself loads on the pages it draws.
 */
const configuration = loadRuntimeConfig();
const startTheApp = () => import('./start-app').then(({ startApp }) => startApp(configuration));

const { pathname } = window.location;
if (pathname === paths.authCallback || pathname === paths.signedOut) {
  void startTheApp();
} else {
  import('./early-sign-in')
    .then(({ signInFirst }) => signInFirst(configuration))
    .then(
      (leaving) => (leaving ? undefined : startTheApp()),
      () => startTheApp(),
    );
}
