import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MockBank, type BankOptions } from './bank';
import { cryptoControl } from './crypto/control';
import { controlRefusal } from './control-guard';
import { faultRuleSchema } from './faults';
import { MAX_BODY_BYTES } from './request-body';

export interface BankServerOptions extends BankOptions {
  port: number;
  /** Origins allowed by CORS (the app's origin). */
  allowedOrigins: readonly string[];
}

export interface BankServer {
  url: string;
  bank: MockBank;
  close(): Promise<void>;
}

/**
 * The body's text, at most one byte past MAX_BODY_BYTES: enough for the bank to see it is
 * too large (413) without holding all of it. The rest is read and dropped.
 */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    if (kept > MAX_BODY_BYTES) continue;
    const part = buffer.subarray(0, MAX_BODY_BYTES + 1 - kept);
    chunks.push(part);
    kept += part.length;
  }
  return chunks.length === 0 ? null : Buffer.concat(chunks).toString('utf8');
}

/** A path segment's text, or null when its percent-encoding is malformed. */
function decodeSegment(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Sends the answer's status line, headers and the first half of its body, then closes the
 * connection: the client saw an answer begin, so Chromium does not send the request again
 * (as it does when a reused connection closes before any byte; docs/decisions/0006).
 */
function dropAfterHeaders(res: ServerResponse, status: number, body: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text) + 1),
  });
  res.write(text.slice(0, Math.floor(text.length / 2)), () => {
    setTimeout(() => res.socket?.destroy(), 20);
  });
}

/**
 * The control API for tests and people: `POST /__control/reset`,
 * `POST /__control/faults` ({path, method?, kind, count?, latencyMs?}),
 * `DELETE /__control/faults`, `GET /__control/requests`, and
 * `PATCH /__control/users/:sub/client` (merge fields into that user's client
 * profile, or `null` to remove it) to put a persona in a given state; the crypto exchange's
 * prices and consistency delay under `/__control/crypto/` (docs/mock-control-api.md).
 * Only same-machine requests reach it, and a POST or PATCH must be JSON (./control-guard.ts).
 * Not part of the Client API.
 */
async function control(bank: MockBank, req: IncomingMessage, res: ServerResponse, path: string) {
  const method = req.method ?? 'GET';
  if (method === 'POST' && path === '/__control/reset') {
    bank.reset();
    return send(res, 204, undefined);
  }
  if (method === 'POST' && path === '/__control/faults') {
    const raw = await readBody(req);
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : undefined;
    } catch {
      return send(res, 400, { message: 'The fault rule is not valid JSON' });
    }
    const parsed = faultRuleSchema.safeParse(json);
    if (!parsed.success) return send(res, 400, { message: parsed.error.message });
    bank.faults.add(parsed.data);
    return send(res, 201, { faults: bank.faults.list() });
  }
  if (method === 'DELETE' && path === '/__control/faults') {
    bank.faults.clear();
    return send(res, 204, undefined);
  }
  if (method === 'GET' && path === '/__control/faults')
    return send(res, 200, { faults: bank.faults.list() });
  if (method === 'GET' && path === '/__control/requests')
    return send(res, 200, { requests: bank.log });
  const clientPath = /^\/__control\/users\/([^/]+)\/client$/.exec(path);
  if (method === 'PATCH' && clientPath) {
    const raw = await readBody(req);
    let patch: unknown;
    try {
      patch = raw ? JSON.parse(raw) : null;
    } catch {
      return send(res, 400, { message: 'The client patch is not valid JSON' });
    }
    const sub = decodeSegment(clientPath[1] ?? '');
    if (sub === null)
      return send(res, 400, { message: 'The user in the path is not validly encoded' });
    return send(res, 200, { client: bank.patchClient(sub, patch) });
  }
  if (path.startsWith('/__control/crypto/')) {
    const raw = method === 'POST' ? await readBody(req) : null;
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : undefined;
    } catch {
      return send(res, 400, { message: 'The crypto control body is not valid JSON' });
    }
    const answer = cryptoControl(bank.state, bank.now(), method, path, json);
    if (answer) return send(res, answer.status, answer.body);
  }
  return send(res, 404, { message: 'Unknown control endpoint' });
}

export async function startBankServer(options: BankServerOptions): Promise<BankServer> {
  const bank = new MockBank(options);

  const server: Server = createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && options.allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const refused = path.startsWith('/__control/')
      ? controlRefusal(req, options.allowedOrigins)
      : null;
    if (refused) return send(res, refused.status, { message: refused.message });
    const work = path.startsWith('/__control/')
      ? control(bank, req, res, path)
      : readBody(req).then(async (body) => {
          const response = await bank.handle({
            method: req.method ?? 'GET',
            url,
            authorization: req.headers.authorization ?? null,
            body,
            contentType: req.headers['content-type'] ?? null,
          });
          if (response.delayMs) await new Promise((r) => setTimeout(r, response.delayMs));
          if (response.drop === 'afterHeaders') {
            dropAfterHeaders(res, response.status, response.body);
            return;
          }
          if (response.drop) {
            req.socket.destroy();
            return;
          }
          send(res, response.status, response.body);
        });
    work.catch((error: unknown) => {
      console.error('[mock bank]', error);
      if (!res.headersSent) send(res, 500, { message: 'Internal server error' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bank,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
