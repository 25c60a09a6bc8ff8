/**
 * The HTTP security headers the built app is served with. The CSP allows the
 * app to talk only to the origins its runtime configuration names.
 */
export interface HeaderConfig {
  apiBaseUrl: string;
  /** With `sumsub`, the verifier's iframe may load and use the camera. */
  verifier?: string | undefined;
  cryptoApiBaseUrl?: string | undefined;
  oidc: { authority: string };
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(config: HeaderConfig): string {
  const connect = new Set(["'self'"]);
  for (const url of [config.apiBaseUrl, config.cryptoApiBaseUrl, config.oidc.authority]) {
    const origin = originOf(url);
    if (origin) connect.add(origin);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${config.verifier === 'sumsub' ? SUMSUB_ORIGINS.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where Sumsub's WebSDK iframe comes from (the SDK's default and a token's own base URL). */
const SUMSUB_ORIGINS = ['https://in.sumsub.com', 'https://api.sumsub.com'];

function permissionsPolicy(config: HeaderConfig): string {
  const verifierMay =
    config.verifier === 'sumsub' ? `(self ${SUMSUB_ORIGINS.map((o) => `"${o}"`).join(' ')})` : '()';
  return `camera=${verifierMay}, microphone=${verifierMay}, geolocation=(), payment=()`;
}

export function securityHeaders(config: HeaderConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy(config),
  };
}
