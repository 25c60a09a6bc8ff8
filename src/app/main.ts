import './no-eval';
import '../lib/auth/csp-violations';
import { loadRuntimeConfig } from '../config/runtime-config';
import { paths } from '../config/routes';
import type { AuthClient } from '../lib/auth/auth-client';
import { prepareIntl } from '../lib/i18n/prepare-intl';
import { exchangeCodeFirst, signInFirst } from './early-sign-in';
import { showSplash } from './splash';
import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/splash.css';

/** The family src/styles/fonts.css names (the package's). */
const TYPEFACE = 'Inter Variable';

/**
 * The entry: small on purpose (decision record 0007). Tokens live in memory only, so a new
 * page (a deep link, a reload) always starts without a session, and every address but the
 * sign-in callback and the signed-out page begins with a trip to the identity provider. That
 * trip starts here, before the app's code has loaded (early-sign-in.ts, loaded with the entry).
 * On the callback page a splash says what is happening at once, the code exchange starts, and
 * the app's code loads beside it, after the splash has been drawn.
 */
const configuration = loadRuntimeConfig();
const root = document.getElementById('root');

const startTheApp = (auth?: Promise<AuthClient | undefined>) =>
  import('./start-app').then(({ startApp }) => startApp(configuration, auth));

/** Draws the splash; resolves once it has been painted. */
const splash = (moment: 'signingIn' | 'completing') => {
  if (root) showSplash(root, moment);
  return afterPaint();
};

/**
 * Starts loading the typeface's Latin face (src/styles/fonts.css) at once, not when the first
 * text in it is laid out, on a page that draws the app. Not on the page that leaves for the
 * identity provider: its splash is drawn in the local fallback face (splash.css), and those
 * 48 kB would only slow its way out on a phone's network (issue 23 §3).
 *
 * It loads the stylesheet's own face (the CSS Font Loading API picks, by unicode-range, the
 * face that draws Latin text), not a `<link rel="preload">` beside it: a preload is a second
 * request that the face's own must be matched to, and Chromium 150 did not always match them,
 * so the 48 kB came twice (issue 37 §0). A face that has loaded is never fetched again. The
 * app's stylesheet is in the page's head and blocks this script until it is read (in
 * development the import above has added it), so the face is known here.
 */
const loadTypeface = () => {
  if (!('fonts' in document)) return;
  document.fonts.load(`1em "${TYPEFACE}"`, 'Ag').catch(() => undefined);
};

/** After the next frame is painted (or at most 100 ms, as in a tab not on screen). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

const { pathname } = window.location;
if (pathname === paths.signedOut) {
  loadTypeface();
  void startTheApp();
} else if (pathname === paths.authCallback) {
  loadTypeface();
  // While the tokens and the app's code are on their way, not in the first screen's render.
  prepareIntl();
  const auth = exchangeCodeFirst(configuration);
  // Loads while the code is exchanged, to ask for the first screen's data with the token.
  void import('./first-reads').then(({ askWithTheToken }) => askWithTheToken(auth, configuration));
  // Where the customer is going is known now: that screen's code starts loading beside the
  // app's, not once the app has drawn its callback screen (which asks for it again, with its
  // texts in the customer's language; each file loads once). On a phone that is the app's
  // whole start-up sooner for the first screen.
  void auth.then((client) => {
    const pending = client?.pendingReturnPath();
    if (pending)
      void import('./screen-preload').then(({ preloadScreenCode }) => preloadScreenCode(pending));
  });
  void splash('completing').then(() => startTheApp(auth));
} else {
  void splash('signingIn');
  const drawTheApp = () => {
    loadTypeface();
    return startTheApp();
  };
  signInFirst(configuration).then((leaving) => (leaving ? undefined : drawTheApp()), drawTheApp);
}
