import type { AuthSettings } from '../lib/auth/auth-client';

/** Sign-in settings for the auth client's tests (the provider at idp.test, the app at app.test). */
export const testAuthSettings: AuthSettings = {
  authority: 'http://idp.test',
  clientId: 'web-banking',
  scope: 'openid profile email',
  appOrigin: 'http://app.test',
  callbackPath: '/auth/callback',
  signedOutPath: '/signed-out',
};
