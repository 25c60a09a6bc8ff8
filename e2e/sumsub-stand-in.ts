import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * Sumsub's own origins as the WebSDK (bundled in @sumsub/websdk-react) uses them: its default
 * base URL, and the `url` a production token carries (`_act-jwt-…` / `_act-sbx-jwt-…`).
 */
export const SUMSUB_DEFAULT_ORIGIN = 'https://in.sumsub.com';
export const SUMSUB_API_ORIGIN = 'https://api.sumsub.com';

/**
 * What the stand-in of Sumsub's `/websdk/websdk.html` does, speaking the SDK's postMessage
 * protocol as Sumsub's page does: `idCheck.onReady` with the frame id the SDK put in `?_=`,
 * then, on the SDK's `idCheck.init`, `idCheck.onInitialized` and `idCheck.onResize`. Its
 * buttons send what a customer's actions send: an expired token (`idCheck.onError` with
 * `invalid-token`, answered by the SDK with `idCheck.updateAccessToken`) and the documents
 * (`idCheck.onApplicantSubmitted`). It shows whether the camera and microphone, which the
 * real widget needs for a selfie, are allowed in the frame.
 */
const STAND_IN_SCRIPT = `
const frameId = new URLSearchParams(location.search).get('_');
const sessionId = 'stand-in-session';
const show = (id, text) => { document.getElementById(id).textContent = text; };
const post = (message) => parent.postMessage({ ...message, frameId, sessionId }, '*');
const allows = (feature) =>
  document.featurePolicy ? (document.featurePolicy.allowsFeature(feature) ? 'yes' : 'no') : 'unknown';
addEventListener('message', (event) => {
  if (event.source !== parent) return;
  const data = event.data || {};
  if (data.method === 'idCheck.init') {
    show('state', 'Initialized: lang ' + data.lang + ', token ' + (data.accessToken ? 'given' : 'missing') + ', origin ' + data.origin);
    show('camera', 'Camera allowed: ' + allows('camera') + ', microphone allowed: ' + allows('microphone'));
    document.getElementById('actions').hidden = false;
    post({ method: 'idCheck.onInitialized' });
    post({ method: 'idCheck.onResize', height: 480 });
  }
  if (data.method === 'idCheck.updateAccessToken') {
    show('token', data.accessToken ? 'Token renewed' : 'Token not renewed: ' + data.error);
  }
});
document.getElementById('expire').addEventListener('click', () =>
  post({ method: 'idCheck.onError', code: 'invalid-token', error: 'Token expired' }));
document.getElementById('submit').addEventListener('click', () =>
  post({ method: 'idCheck.onApplicantSubmitted' }));
post({ method: 'idCheck.onReady' });
`;

const STAND_IN_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Sumsub stand-in</title></head>
  <body>
    <main>
      <h1>Identity check (Sumsub stand-in)</h1>
      <p id="state">Waiting for the SDK</p>
      <p id="camera"></p>
      <p id="token"></p>
      <div id="actions" hidden>
        <button id="expire" type="button">Expire the token</button>
        <button id="submit" type="button">Send the documents</button>
      </div>
    </main>
    <script>${STAND_IN_SCRIPT}</script>
  </body>
</html>`;

/**
 * Answers every request to Sumsub's origins in this context locally, so no network is
 * needed: `/websdk/websdk.html` with the stand-in page, anything else 404. Returns the URLs
 * asked for, so a test can tell which origin the SDK framed.
 */
export async function routeSumsubOrigins(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  const answer = async (route: Route) => {
    const url = new URL(route.request().url());
    requested.push(url.href);
    if (url.pathname === '/websdk/websdk.html') {
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: STAND_IN_PAGE,
      });
    } else {
      await route.fulfill({ status: 404, body: '' });
    }
  };
  for (const origin of [SUMSUB_DEFAULT_ORIGIN, SUMSUB_API_ORIGIN]) {
    await context.route(`${origin}/**`, answer);
  }
  return requested;
}

/**
 * A KYC/KYB token shaped as Sumsub issues them: `_act-sbx-jwt-` and a JWT whose payload names
 * the base URL the SDK must frame (here api.sumsub.com, not the SDK's default).
 */
export function sumsubShapedToken(url: string, id: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `_act-sbx-jwt-${part({ alg: 'none' })}.${part({ url, jti: id })}.stand-in`;
}

/** Chromium's own console words for a CSP or Trusted Types refusal. */
const VIOLATION_TEXT =
  /Content Security Policy|Content-Security-Policy|Trusted ?Type|TrustedHTML|TrustedScript|securitypolicyviolation/i;

export interface ViolationWatch {
  /** Every CSP or Trusted Types violation seen so far, verbatim. */
  violations: string[];
  /** Uncaught errors of the page, verbatim. */
  pageErrors: string[];
  /** Console messages about the Permissions-Policy, verbatim (reported, not failures). */
  permissionMessages: string[];
}

declare global {
  interface Window {
    __securityPolicyViolations?: string[];
  }
}

/**
 * Watches a page (every frame, from the first script on) for CSP and Trusted Types
 * violations: a `securitypolicyviolation` listener added by an init script, which logs each
 * report to the console and keeps it on the window, and Chromium's own console messages and
 * uncaught errors. `recheck` reads the main frame's kept reports again, in case a console
 * message was missed.
 */
export async function watchViolations(
  page: Page,
): Promise<ViolationWatch & { recheck(): Promise<void> }> {
  const watch: ViolationWatch = { violations: [], pageErrors: [], permissionMessages: [] };
  // No eval here: the page's CSP refuses it, in an init script too.
  await page.addInitScript(() => {
    const reports: string[] = [];
    window.__securityPolicyViolations = reports;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = JSON.stringify({
          documentURI: event.documentURI,
          effectiveDirective: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sample: event.sample,
          sourceFile: event.sourceFile,
          lineNumber: event.lineNumber,
          disposition: event.disposition,
          originalPolicy: event.originalPolicy,
        });
        reports.push(report);
        console.error(`securitypolicyviolation ${report}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    const text = `${message.type()}: ${message.text()} (at ${message.location().url || 'unknown'})`;
    if (VIOLATION_TEXT.test(message.text())) watch.violations.push(text);
    else if (/permissions? policy/i.test(message.text())) watch.permissionMessages.push(text);
  });
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    watch.pageErrors.push(text);
    if (VIOLATION_TEXT.test(text)) watch.violations.push(`pageerror: ${text}`);
  });
  return {
    ...watch,
    recheck: async () => {
      const kept = await page.evaluate(() => window.__securityPolicyViolations ?? []);
      for (const report of kept) {
        if (!watch.violations.some((seen) => seen.includes(report))) {
          watch.violations.push(`securitypolicyviolation ${report}`);
        }
      }
    },
  };
}
