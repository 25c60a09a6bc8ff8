import type { RuntimeConfig } from '../config/runtime-config';
import { AuthClient } from '../lib/auth/auth-client';
import { brandColours } from '../lib/theme/brand-colours';
import { authSettingsOf } from './auth-settings';

/**
 * Sends a new page straight to the identity provider, before the app's code loads: the page
 * would do nothing else (RequireAuth starts the same sign-in), and the app then loads once,
 * on the callback page. Resolves to false when the app must be drawn instead: a configuration
 * it would refuse (its error screen says why). A failing sign-in rejects; the app then starts
 * and tries again where it can say what went wrong.
 */
export async function signInFirst(configuration: Promise<RuntimeConfig>): Promise<boolean> {
  let config: RuntimeConfig;
  try {
    config = await configuration;
  } catch {
    return false;
  }
  if (brandColours(config.brand).problems.length > 0) return false;
  const { pathname, search, hash } = window.location;
  await new AuthClient(authSettingsOf(config)).signIn(pathname + search + hash);
  return true;
}
