import { OidcClient, WebStorageStateStore, type SigninResponse } from 'oidc-client-ts';
import { singleFlight } from '../../utils/single-flight';
import { idTokenProblem } from './id-token-claims';
import { keepMetadata, keptMetadata } from './provider-metadata';
import { safeReturnPath } from './return-path';
import type { AuthEvent, AuthSettings, AuthStatus } from './auth-types';

export { safeReturnPath };
export type { AuthEvent, AuthSettings, AuthStatus };

/** State carried through the redirect to the identity provider and back. */
interface RedirectState {
  returnTo: string;
}

const BROADCAST_CHANNEL = 'web-banking-auth';
const PENDING_RETURN_KEY = 'auth.returnTo';
/** Renew this long before the access token expires. */
const RENEW_BEFORE_EXPIRY_S = 30;
/** A timer's longest delay in browsers (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in session, in memory only: what the provider answered to the code exchange or
 * the last renewal. The refresh token is kept from before when a renewal answers without one
 * (as Cognito's does).
 */
type Session = Pick<
  SigninResponse,
  'access_token' | 'refresh_token' | 'id_token' | 'session_state' | 'scope' | 'profile'
> & { expires_at?: number | undefined; userState?: unknown };

/**
 * Everything about the signed-in user's tokens. Tokens live only in this object's memory:
 * never in web storage, cookies, URLs or the console. The PKCE verifier and `state` of a
 * redirect in progress are kept in sessionStorage because they must survive the redirect;
 * they are not tokens.
 *
 * Built on oidc-client-ts's protocol layer (`OidcClient`: the authorization request with
 * PKCE, the code exchange and its checks, refresh, revocation) rather than its `UserManager`,
 * whose navigators, iframes, popups and session monitor this app never uses: they cost about
 * 7 kB of the JavaScript every page loads before sign-in (issue 23 §3).
 */
export class AuthClient {
  readonly oidc: OidcClient;
  private user: Session | null = null;
  private renewalTimer: ReturnType<typeof setTimeout> | undefined;
  private currentStatus: AuthStatus = 'anonymous';
  private readonly listeners = new Set<(event: AuthEvent) => void>();
  private readonly channel: BroadcastChannel | null;
  private callbackInFlight: { url: string; promise: Promise<string> } | null = null;

  constructor(private readonly settings: AuthSettings) {
    this.oidc = new OidcClient({
      authority: settings.authority,
      // The discovery document from the configuration, else the one read by the page that
      // started this sign-in, if recent: the callback then exchanges the code without reading
      // it again.
      metadata: settings.metadata ?? keptMetadata(settings.authority),
      client_id: settings.clientId,
      redirect_uri: settings.appOrigin + settings.callbackPath,
      post_logout_redirect_uri: settings.appOrigin + settings.signedOutPath,
      response_type: 'code',
      scope: settings.scope,
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      loadUserInfo: false,
    });
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(BROADCAST_CHANNEL);
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isSignedOutMessage(event.data)) void this.endHere();
    });
  }

  status(): AuthStatus {
    return this.currentStatus;
  }

  /** Claims of the ID token useful to the UI (never the token itself). */
  profileName(): string | null {
    const profile = this.user?.profile;
    if (!profile) return null;
    return profile.name ?? profile.preferred_username ?? profile.email ?? null;
  }

  getAccessToken(): string | null {
    return this.user?.access_token ?? null;
  }

  subscribe(listener: (event: AuthEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends the browser to the identity provider; `returnTo` is restored after. */
  async signIn(path: string): Promise<void> {
    const returnTo = safeReturnPath({ returnTo: path });
    const state: RedirectState = { returnTo };
    // Where the customer is going, readable before the callback's exchange ends (a path, never
    // a token): the callback loads that screen beside the exchange.
    try {
      window.sessionStorage.setItem(PENDING_RETURN_KEY, returnTo);
    } catch {
      // Storage disabled: the screen loads after the exchange instead.
    }
    keepMetadata(this.settings.authority, await this.oidc.metadataService.getMetadata());
    // A nonce beside PKCE (OpenID Connect Core 3.1.2.1): kept with the sign-in's state, and
    // the library refuses an ID token that does not carry it.
    const request = await this.oidc.createSigninRequest({
      state,
      request_type: 'si:r',
      nonce: randomNonce(),
    });
    this.leave(request.url);
  }

  /**
   * Refuses an answer whose ID token was not issued by the provider for this app, or has
   * expired (idTokenProblem); oidc-client-ts checks its `sub` and `nonce`, not these. An answer
   * without an ID token (a renewal may leave it out) has nothing to check.
   */
  private checkIdToken(response: SigninResponse): void {
    if (!response.id_token) return;
    const problem = idTokenProblem(response.profile, {
      issuer: this.settings.metadata?.issuer ?? this.settings.authority,
      clientId: this.settings.clientId,
      nowS: Math.floor(Date.now() / 1000),
    });
    if (problem) throw new Error(`The sign-in answer was refused: ${problem}.`);
  }

  /**
   * One revocation request (RFC 7009): the refresh token posted to the provider's revocation
   * endpoint with the client id. Any 2xx is done, whatever its body (the RFC says the client
   * ignores it; oidc-client-ts's own call refuses a body that is not JSON, as some providers
   * answer). Rejects on a network failure, another status, or no revocation endpoint.
   */
  async revokeAtProvider(token: string): Promise<void> {
    const endpoint = await this.oidc.metadataService.getRevocationEndpoint(false);
    if (!endpoint) throw new Error('NoRevocationEndpoint');
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token,
        token_type_hint: 'refresh_token',
        client_id: this.settings.clientId,
      }),
    });
    if (!response.ok) throw new Error(`RevocationRefused${String(response.status)}`);
  }

  /** The path a sign-in in progress returns to (see signIn), or null. */
  pendingReturnPath(): string | null {
    try {
      const path = window.sessionStorage.getItem(PENDING_RETURN_KEY);
      return path === null ? null : safeReturnPath({ returnTo: path });
    } catch {
      return null;
    }
  }

  /**
   * Completes the code + PKCE exchange on the callback route and returns the
   * path the user was going to. Safe against a double call (React StrictMode).
   */
  completeSignIn(url: string): Promise<string> {
    if (this.callbackInFlight?.url === url) return this.callbackInFlight.promise;
    const promise = this.oidc.processSigninResponse(url).then(async (response) => {
      // This sign-in's state is spent; an abandoned one's (its verifier, where it was going)
      // must not outlive the session that follows.
      await this.clearSignInState();
      this.checkIdToken(response);
      this.setUser(sessionOf(response), 'signed-in');
      return safeReturnPath(response.userState);
    });
    this.callbackInFlight = { url, promise };
    return promise;
  }

  /**
   * Renews the tokens with the refresh token. Concurrent callers share one
   * renewal. Resolves to the new access token; rejects when the session is over.
   */
  readonly renew: () => Promise<string> = singleFlight(async () => {
    const before = this.user;
    if (!before?.refresh_token) throw new SessionEndedError();
    let renewed: Session;
    try {
      const response = await this.oidc.useRefreshToken({
        state: {
          refresh_token: before.refresh_token,
          id_token: before.id_token,
          session_state: before.session_state,
          scope: before.scope,
          profile: before.profile,
          data: before.userState,
        },
      });
      this.checkIdToken(response);
      renewed = { ...before, ...sessionOf(response) };
      renewed.refresh_token = response.refresh_token ?? before.refresh_token;
    } catch {
      throw new SessionEndedError();
    }
    this.setUser(renewed, 'renewed');
    return renewed.access_token;
  });

  /**
   * Signs out: revokes the refresh token, tells other tabs, forgets the user
   * (listeners clear cached data), then leaves for the provider's logout. Of tabs signing out
   * at the same moment (all idle at once), one ends the provider's session; the others only
   * end their own, as when they hear of it: two logouts at once in one provider session make
   * the second fail on the provider's page.
   */
  async signOut(): Promise<void> {
    if (!(await claimSignOut())) {
      await this.endHere();
      return;
    }
    await this.revokeRefreshToken();
    this.channel?.postMessage({ type: 'signed-out' });
    await this.forgetUser('signing-out');
    this.leave(await this.logoutUrl());
  }

  /** This tab's session ends because another tab's did: its own refresh token revoked too. */
  private async endHere(): Promise<void> {
    await this.revokeRefreshToken();
    await this.forgetUser('signed-out');
  }

  /**
   * Revokes this tab's refresh token (each tab holds its own), tried once more after a
   * failure; one that still fails is said on the console as a warning, never with the token.
   * The session ends here either way.
   */
  private async revokeRefreshToken(): Promise<void> {
    const token = this.user?.refresh_token;
    if (!token) return;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        await this.revokeAtProvider(token);
        return;
      } catch (error) {
        if (attempt === 2) {
          const kind = error instanceof Error ? error.name : typeof error;
          console.warn(
            `Sign-out: the provider did not confirm that the refresh token was revoked (${kind}); the session ended in this browser.`,
          );
        }
      }
    }
  }

  /**
   * Ends the session locally: `anonymous` when it expired (a new sign-in
   * follows), `signed-out` when another tab signed out.
   */
  async forgetUser(next: Exclude<AuthStatus, 'signed-in'> = 'anonymous'): Promise<void> {
    const hadUser = this.user !== null;
    this.user = null;
    clearTimeout(this.renewalTimer);
    this.currentStatus = next;
    // Signed out (here or in another tab): no sign-in's state stays behind. An expired session
    // keeps it: the sign-in that follows may already be under way.
    if (next !== 'anonymous') await this.clearSignInState();
    if (hadUser) this.emit('signed-out');
  }

  private async logoutUrl(): Promise<string> {
    const returnTo = this.settings.appOrigin + this.settings.signedOutPath;
    if (this.settings.logoutUrl) {
      const url = new URL(this.settings.logoutUrl);
      url.searchParams.set('client_id', this.settings.clientId);
      url.searchParams.set('logout_uri', returnTo);
      return url.toString();
    }
    // The standard end-session endpoint, identified by client_id: the library's
    // own signoutRedirect would put the ID token in the URL (id_token_hint).
    const endSession = await this.oidc.metadataService
      .getEndSessionEndpoint()
      .catch(() => undefined);
    if (!endSession) return returnTo;
    const url = new URL(endSession);
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('post_logout_redirect_uri', returnTo);
    return url.toString();
  }

  /** Every sign-in's entries in sessionStorage: the library's state (PKCE verifier) and ours. */
  private async clearSignInState(): Promise<void> {
    // Assumption A-302 (docs/assumptions.md): kept until the callback completes or a sign-out.
    try {
      window.sessionStorage.removeItem(PENDING_RETURN_KEY);
      const store = this.oidc.settings.stateStore;
      await Promise.all((await store.getAllKeys()).map((key) => store.remove(key)));
    } catch {
      // Storage disabled: nothing was kept.
    }
  }

  private setUser(user: Session, event: AuthEvent): void {
    this.user = user;
    this.currentStatus = 'signed-in';
    this.scheduleRenewal(user.expires_at);
    this.emit(event);
  }

  /**
   * Renews shortly before the access token expires, at the earliest a second from now (a
   * token that is already close to expiry). The library's iframe-based silent renew cannot
   * work with Cognito; a 401 renews too (http.ts), sharing this renewal.
   */
  private scheduleRenewal(expiresAt: number | undefined): void {
    clearTimeout(this.renewalTimer);
    if (expiresAt === undefined) return;
    const delay = (expiresAt - RENEW_BEFORE_EXPIRY_S) * 1000 - Date.now();
    this.renewalTimer = setTimeout(
      () => void this.renew().catch(() => undefined),
      Math.min(Math.max(delay, 1000), LONGEST_TIMER_MS),
    );
  }

  /** Leaves the app for the provider (sign-in or logout). */
  private leave(url: string): void {
    (this.settings.leaveTo ?? ((target: string) => window.location.assign(target)))(url);
  }

  private emit(event: AuthEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

export class SessionEndedError extends Error {
  constructor() {
    super('The session has ended');
    this.name = 'SessionEndedError';
  }
}

/** What is kept of the provider's answer: its tokens and claims, no response fields. */
/** 32 random bytes, base64url: a nonce no one can guess. */
function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function sessionOf(response: SigninResponse): Session {
  return {
    access_token: response.access_token,
    refresh_token: response.refresh_token,
    id_token: response.id_token,
    session_state: response.session_state,
    scope: response.scope,
    profile: response.profile,
    expires_at: response.expires_at,
    userState: response.userState,
  };
}

/**
 * Whether this tab is the one to end the provider's session: the first of the tabs to ask
 * (the browser's Web Locks; the lock is held until the page leaves). Without Web Locks, every
 * tab is.
 */
function claimSignOut(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    locks
      .request('web-banking-sign-out', { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        // Held while this page leaves for the provider: the browser frees it when it unloads.
        return lock ? new Promise<void>(() => undefined) : undefined;
      })
      .catch(() => resolve(true));
  });
}

function isSignedOutMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signed-out'
  );
}
