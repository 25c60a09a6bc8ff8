import type { OidcMetadata } from 'oidc-client-ts';

/** What the sign-in client is given, and what it tells: its settings, events and states. */

export interface AuthSettings {
  authority: string;
  clientId: string;
  scope: string;
  /** Cognito-style hosted logout URL; the standard end-session endpoint otherwise. */
  logoutUrl?: string | undefined;
  /** The provider's discovery document from the configuration, if it has it. */
  metadata?: Partial<OidcMetadata> | undefined;
  /** The SPA's own origin, e.g. http://127.0.0.1:5173. */
  appOrigin: string;
  callbackPath: string;
  signedOutPath: string;
  /** Leaves the app for another page (the provider's logout); replaceable in tests. */
  leaveTo?: (url: string) => void;
}

export type AuthEvent = 'signed-in' | 'renewed' | 'signed-out';

/**
 * anonymous: no tokens yet (first visit, reload, ended session) → sign in.
 * signing-out: leaving for the provider's logout → do not start a sign-in.
 * signed-out: the user signed out (here or in another tab) → say so.
 */
export type AuthStatus = 'anonymous' | 'signed-in' | 'signing-out' | 'signed-out';
