import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { singleFlight } from '../../utils/single-flight';
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

/**
 * Everything about the signed-in user's tokens. Tokens live only in this
 * object's in-memory store: never in web storage, cookies, URLs or the console.
 * The PKCE verifier and `state` of a redirect in progress are kept in
 * sessionStorage because they must survive the redirect; they are not tokens.
 */
export class AuthClient {
  readonly userManager: UserManager;
  private user: User | null = null;
  private currentStatus: AuthStatus = 'anonymous';
  private readonly listeners = new Set<(event: AuthEvent) => void>();
  private readonly channel: BroadcastChannel | null;
  private callbackInFlight: { url: string; promise: Promise<string> } | null = null;

  constructor(private readonly settings: AuthSettings) {
    this.userManager = new UserManager({
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
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      // Renewal is driven here (single-flight, refresh token); the library's
      // iframe-based silent renew cannot work with Cognito.
      automaticSilentRenew: false,
      // Renew shortly before the access token expires (see the listener below).
      accessTokenExpiringNotificationTimeInSeconds: 30,
      includeIdTokenInSilentRenew: false,
      monitorSession: false,
      loadUserInfo: false,
    });
    this.userManager.events.addAccessTokenExpiring(() => {
      void this.renew().catch(() => undefined);
    });
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(BROADCAST_CHANNEL);
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isSignedOutMessage(event.data)) void this.forgetUser('signed-out');
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
    keepMetadata(this.settings.authority, await this.userManager.metadataService.getMetadata());
    await this.userManager.signinRedirect({ state });
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
    const promise = this.userManager.signinRedirectCallback(url).then(async (user) => {
      // This sign-in's state is spent; an abandoned one's (its verifier, where it was going)
      // must not outlive the session that follows.
      await this.clearSignInState();
      this.setUser(user, 'signed-in');
      return safeReturnPath(user.state);
    });
    this.callbackInFlight = { url, promise };
    return promise;
  }

  /**
   * Renews the tokens with the refresh token. Concurrent callers share one
   * renewal. Resolves to the new access token; rejects when the session is over.
   */
  readonly renew: () => Promise<string> = singleFlight(async () => {
    if (!this.user?.refresh_token) throw new SessionEndedError();
    let renewed: User | null;
    try {
      renewed = await this.userManager.signinSilent();
    } catch {
      throw new SessionEndedError();
    }
    if (!renewed) throw new SessionEndedError();
    this.setUser(renewed, 'renewed');
    return renewed.access_token;
  });

  /**
   * Signs out: revokes the refresh token, tells other tabs, forgets the user
   * (listeners clear cached data), then leaves for the provider's logout.
   */
  async signOut(): Promise<void> {
    if (this.user?.refresh_token) {
      try {
        await this.userManager.revokeTokens(['refresh_token']);
      } catch {
        // The provider may be unreachable; the session still ends here.
      }
    }
    this.channel?.postMessage({ type: 'signed-out' });
    await this.forgetUser('signing-out');
    const url = await this.logoutUrl();
    (this.settings.leaveTo ?? ((target: string) => window.location.assign(target)))(url);
  }

  /**
   * Ends the session locally: `anonymous` when it expired (a new sign-in
   * follows), `signed-out` when another tab signed out.
   */
  async forgetUser(next: Exclude<AuthStatus, 'signed-in'> = 'anonymous'): Promise<void> {
    const hadUser = this.user !== null;
    this.user = null;
    this.currentStatus = next;
    // Signed out (here or in another tab): no sign-in's state stays behind. An expired session
    // keeps it: the sign-in that follows may already be under way.
    if (next !== 'anonymous') await this.clearSignInState();
    await this.userManager.removeUser();
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
    const endSession = await this.userManager.metadataService
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
      const store = this.userManager.settings.stateStore;
      await Promise.all((await store.getAllKeys()).map((key) => store.remove(key)));
    } catch {
      // Storage disabled: nothing was kept.
    }
  }

  private setUser(user: User, event: AuthEvent): void {
    this.user = user;
    this.currentStatus = 'signed-in';
    this.emit(event);
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

function isSignedOutMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signed-out'
  );
}
