import type { RuntimeConfig } from '../config/runtime-config';
import { AuthClient } from '../lib/auth/auth-client';
import { brandColours } from '../lib/theme/brand-colours';
import { authSettingsOf } from './auth-settings';

/** The configuration, or undefined when it could not be read or checked (the app says why). */
const usable = (configuration: Promise<RuntimeConfig>) =>
  configuration.catch((): undefined => undefined);

/**
 * Sends a new page straight to the identity provider, before the app's code loads: the page
 * would do nothing else (RequireAuth starts the same sign-in), and the app then loads once,
 * on the callback page. Resolves to false when the app must be drawn instead: a configuration
 * it would refuse (its error screen says why). A failing sign-in rejects; the app then starts
 * and tries again where it can say what went wrong.
 */
export async function signInFirst(configuration: Promise<RuntimeConfig>): Promise<boolean> {
  const config = await usable(configuration);
  if (!config || brandColours(config.brand).problems.length > 0) return false;
  const { pathname, search, hash } = window.location;
  await new AuthClient(authSettingsOf(config)).signIn(pathname + search + hash);
  return true;
}

/**
 * On the callback page: starts exchanging the code for tokens while the app's code loads,
 * instead of after. The app takes this client (its callback screen asks for the same exchange,
 * of the same address, and shares it; a failure is shown there). Undefined without a usable
 * configuration.
 */
export async function exchangeCodeFirst(
  configuration: Promise<RuntimeConfig>,
): Promise<AuthClient | undefined> {
  const config = await usable(configuration);
  if (!config) return undefined;
  const auth = new AuthClient(authSettingsOf(config));
  auth.completeSignIn(window.location.href).catch(() => undefined);
  return auth;
}
