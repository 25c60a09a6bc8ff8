// Test helper: a tiny browser (cookie jar + manual redirects), enough to drive the mock identity
// provider's pages the way a user does.
import { expect } from 'vitest';

interface StoredCookie {
  value: string;
  path: string;
}

export class TestBrowser {
  private readonly cookies = new Map<string, StoredCookie>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.cookies]
      .filter(
        ([, c]) => target.pathname === c.path || target.pathname.startsWith(withSlash(c.path)),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.store(line);
    return res;
  }

  /** Follows redirects until a page is rendered or the browser is sent to `stopAt`. */
  async follow(url: string, stopAt: string, init: RequestInit = {}): Promise<Response | URL> {
    let res = await this.request(url, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return res;
      const next = new URL(location, res.url || url);
      if (next.href.startsWith(stopAt)) return next;
      res = await this.request(next.href);
    }
    throw new Error('too many redirects');
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attr = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attr('expires');
    const expired = attr('max-age') === '0' || (expires && Date.parse(expires) <= Date.now());
    if (!value || expired) this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attr('path') ?? '/' });
  }
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** The action of the first form of a page, resolved against its URL. */
export function formAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  return new URL(action!.replaceAll('&amp;', '&'), pageUrl).href;
}

export function form(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  };
}

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
