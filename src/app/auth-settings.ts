import { paths } from '../config/routes';
import type { RuntimeConfig } from '../config/runtime-config';
import type { AuthSettings } from '../lib/auth/auth-client';

/** The sign-in settings of this configuration, on this origin. */
export function authSettingsOf(config: RuntimeConfig): AuthSettings {
  return {
    authority: config.oidc.authority,
    clientId: config.oidc.clientId,
    scope: config.oidc.scope,
    logoutUrl: config.oidc.logoutUrl,
    metadata: config.oidc.metadata,
    appOrigin: window.location.origin,
    callbackPath: paths.authCallback,
    signedOutPath: paths.signedOut,
  };
}
