import { createHash, randomBytes } from 'node:crypto';
import { credentialsFor, type PersonaName } from './environment';

/** A cookie of the provider as Playwright's `context.addCookies` takes it. */
export interface ProviderCookie {
  name: string;
  value: string;
  url: string;
  httpOnly: true;
  sameSite: 'Lax';
}

export interface ProviderSessionRequest {
  idpUrl: string;
  appUrl: string;
  clientId: string;
  scope: string;
}

/** Just enough of a browser's cookie jar to walk the provider's redirects. */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  header(url: URL): string {
    return [...this.cookies]
      .filter(([, c]) => url.pathname === c.path || url.pathname.startsWith(`${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=.*1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: path.replace(/\/$/, '') || '/' });
    }
  }

  /** The cookies valid on every path of the provider: its session. */
  sessionCookies(): { name: string; value: string }[] {
    return [...this.cookies]
      .filter(([, c]) => c.path === '/')
      .map(([name, c]) => ({ name, value: c.value }));
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signs `persona` in at the mock provider with plain HTTP requests (the
 * authorization request with PKCE, its login form, the redirects) and returns
 * the provider's session cookies. A browser given them goes through the app's
 * own code + PKCE flow without seeing the login form; the authorization code
 * issued here is left unused, so every token stays in the app's memory.
 */
export async function providerSessionCookies(
  request: ProviderSessionRequest,
  persona: PersonaName,
): Promise<ProviderCookie[]> {
  const jar = new CookieJar();
  const redirectUri = `${request.appUrl}/auth/callback`;
  const send = async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  };
  const locationOf = (response: Response, from: URL) => {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`The provider answered ${response.status} at ${from.pathname}`);
    }
    return new URL(location, from);
  };

  const authorize = new URL('/auth', request.idpUrl);
  authorize.search = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: request.scope,
    state: base64url(randomBytes(16)),
    code_challenge: base64url(
      createHash('sha256')
        .update(base64url(randomBytes(32)))
        .digest(),
    ),
    code_challenge_method: 'S256',
  }).toString();
  const interaction = locationOf(await send(authorize), authorize);

  const { username, password } = credentialsFor(persona);
  const login = new URL(`${interaction.pathname}/login`, interaction);
  const loggedIn = await send(login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  let next = locationOf(loggedIn, login);
  // The provider resumes the authorization (and may pass by its consent step).
  for (let hops = 0; !next.href.startsWith(redirectUri); hops += 1) {
    if (hops > 5) throw new Error('The provider never sent the browser back to the app');
    next = locationOf(await send(next), next);
  }
  if (!next.searchParams.has('code')) {
    throw new Error(`The provider refused the sign-in: ${next.searchParams.get('error')}`);
  }
  return jar.sessionCookies().map(({ name, value }) => ({
    name,
    value,
    url: request.idpUrl,
    httpOnly: true,
    sameSite: 'Lax',
  }));
}
