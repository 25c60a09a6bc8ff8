import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the proxy passed on, and what the provider answered. */
export interface ProxiedRequest {
  method: string;
  path: string;
  status: number;
}

export interface SecondOriginProxy {
  /** Its own origin: another port, so another origin than the provider's. */
  origin: string;
  /** What it passed on so far, oldest first. */
  requests(): ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A second origin in front of some of the provider's endpoints, as Cognito's hosted domain
 * stands beside its user pool: each path of `routes` is passed on to its target URL, body and
 * headers as they come (the provider answers CORS for the app's `Origin` itself); any other
 * path is 404. Listens on a free port of 127.0.0.1, so parallel workers never collide.
 */
export async function startSecondOriginProxy(
  routes: Record<string, string>,
): Promise<SecondOriginProxy> {
  const seen: ProxiedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?')[0] ?? '/';
    const target = routes[path];
    if (!target) {
      outgoing.writeHead(404).end();
      return;
    }
    const url = new URL(target);
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: url.host };
    const upstream = forward(url, { method: incoming.method, headers }, (answer) => {
      seen.push({ method: incoming.method ?? '', path, status: answer.statusCode ?? 0 });
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      seen.push({ method: incoming.method ?? '', path, status: 502 });
      outgoing.writeHead(502).end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => [...seen],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
