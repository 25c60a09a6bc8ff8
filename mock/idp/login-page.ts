import { MOCK_PASSWORD, personas } from '../personas';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; line-height: 1.5; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { font: inherit; padding: 0.4rem; width: 100%; max-width: 20rem; box-sizing: border-box; }
  button { font: inherit; margin-top: 1rem; padding: 0.4rem 1.2rem; }
  [role='alert'] { color: #a00000; font-weight: 600; }
  table { border-collapse: collapse; margin-top: 0.5rem; }
  th, td { border: 1px solid #888; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
`;

/** A complete HTML document; `title` is escaped, `body` must already be safe HTML. */
function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  /** The interaction uid, part of the form's action. */
  uid: string;
  /** Prefilled username (the one typed before, or the login_hint). */
  username?: string;
  /** Shown with role=alert above the form. */
  error?: string;
}

export function renderLoginPage({ uid, username = '', error }: LoginPageOptions): string {
  const action = `/interaction/${encodeURIComponent(uid)}/login`;
  const alert = error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="login-error"' : '';
  const rows = personas
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.login)}</code></td><td>${escapeHtml(p.description)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Sign in to the mock bank',
    `<h1>Sign in to the mock bank</h1>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${describedBy}${username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${username ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<section aria-labelledby="personas-heading">
<h2 id="personas-heading">Test users</h2>
<p>Every test user signs in with the password <code>${escapeHtml(MOCK_PASSWORD)}</code>.</p>
<table>
<caption>Test users of the mock environment</caption>
<thead><tr><th scope="col">Username</th><th scope="col">Who they are</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`,
  );
}

/**
 * The end-session page: `form` is oidc-provider's own (safe) form with the xsrf token.
 * It is submitted at once with logout=yes; the button is there for readers without JavaScript.
 */
export function renderLogoutPage(form: string): string {
  return page(
    'Signing out',
    `<h1>Signing out</h1>
<p>Signing you out of the mock bank…</p>
${form}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>document.getElementById('sign-out').click();</script>`,
  );
}

export function renderSignedOutPage(): string {
  return page(
    'You are signed out',
    `<h1>You are signed out</h1>
<p>You can close this window.</p>`,
  );
}

export function renderErrorPage(title: string, details: Record<string, string>): string {
  const items = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<dl>\n${items}\n</dl>`);
}
