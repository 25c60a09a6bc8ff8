import type { IncomingMessage } from 'node:http';

/**
 * Who may use the mock bank's control API. It changes the bank's state and shows its request
 * log, so a page of another site in a developer's browser must not reach it: neither by a
 * form or a simple fetch (Origin, Sec-Fetch-Site, a JSON content type, which a form cannot
 * send without a CORS preflight) nor through a DNS name of its own that resolves to this
 * machine (DNS rebinding: the Host header then names that site).
 */

/** The names this machine answers to, whatever the port. */
const SAME_MACHINE_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Methods a page of another site can send without a preflight, with a body. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export interface ControlRefusal {
  status: 403 | 415;
  message: string;
}

export const NOT_SAME_MACHINE: ControlRefusal = {
  status: 403,
  message: 'The control API answers only same-machine, same-site requests',
};

export const NOT_JSON: ControlRefusal = {
  status: 415,
  message: 'The control API takes JSON only (Content-Type: application/json)',
};

/** The host name of a Host header, without its port (`[::1]:4500` → `[::1]`). */
export function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/** Why the control API refuses this request, or null when it may go on. */
export function controlRefusal(
  req: IncomingMessage,
  allowedOrigins: readonly string[],
): ControlRefusal | null {
  const { host, origin } = req.headers;
  if (!host || !SAME_MACHINE_HOSTS.has(hostNameOf(host))) return NOT_SAME_MACHINE;
  // Tools (curl, the e2e fixtures) send no Origin; a browser's page is the app's or refused.
  if (origin !== undefined && !allowedOrigins.includes(origin)) return NOT_SAME_MACHINE;
  if (req.headers['sec-fetch-site'] === 'cross-site') return NOT_SAME_MACHINE;
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (BODY_METHODS.has(req.method ?? 'GET') && mediaType !== 'application/json') return NOT_JSON;
  return null;
}
