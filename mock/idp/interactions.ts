import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';
import { isPersonaLogin, MOCK_PASSWORD } from '../personas';
import { renderErrorPage, renderLoginPage } from './login-page';

export const LOGIN_ERROR = 'Incorrect username or password.';
const MAX_BODY_BYTES = 16 * 1024;

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The pending interaction of this browser, or undefined when its cookie is gone or for another uid. */
async function findInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<Interaction | undefined> {
  try {
    const details = await provider.interactionDetails(req, res);
    return details.uid === uid ? details : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The consent prompt should not happen (loadExistingGrant pre-approves this first-party
 * client), but if it does, grant what is missing instead of showing a consent screen.
 */
async function approveConsent(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  details: Interaction,
): Promise<void> {
  const accountId = details.session?.accountId;
  const clientId = details.params['client_id'];
  if (!accountId || typeof clientId !== 'string') throw new Error('consent without a session');
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
  if (missingOIDCScope?.length) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims?.length) grant.addOIDCClaims(missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } });
}

function loginHint(details: Interaction): string {
  const hint = details.params['login_hint'];
  return typeof hint === 'string' ? hint : '';
}

/** Handles `/interaction/:uid` (GET) and `/interaction/:uid/login` (POST). */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const match = /^\/interaction\/([\w-]+)(\/login)?\/?$/.exec(pathname);
  const uid = match?.[1];
  if (!uid) {
    sendHtml(res, 404, renderErrorPage('Not found', { error: 'There is no such page.' }));
    return;
  }
  const isLogin = match[2] !== undefined;
  const method = req.method ?? 'GET';
  if ((isLogin && method !== 'POST') || (!isLogin && method !== 'GET' && method !== 'HEAD')) {
    res.setHeader('Allow', isLogin ? 'POST' : 'GET, HEAD');
    sendHtml(
      res,
      405,
      renderErrorPage('Method not allowed', { error: `${method} is not allowed.` }),
    );
    return;
  }

  const details = await findInteraction(provider, req, res, uid);
  if (!details) {
    sendHtml(
      res,
      400,
      renderErrorPage('Sign-in expired', {
        error:
          'This sign-in request has expired or was not found. Go back to the app and sign in again.',
      }),
    );
    return;
  }

  if (details.prompt.name === 'consent') {
    await approveConsent(provider, req, res, details);
    return;
  }

  if (!isLogin) {
    sendHtml(res, 200, renderLoginPage({ uid, username: loginHint(details) }));
    return;
  }

  const form = await readForm(req);
  const username = form.get('username') ?? '';
  const password = form.get('password') ?? '';
  const login = username.trim();
  if (!isPersonaLogin(login) || password !== MOCK_PASSWORD) {
    sendHtml(res, 200, renderLoginPage({ uid, username, error: LOGIN_ERROR }));
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: login } },
    { mergeWithLastSubmission: false },
  );
}
