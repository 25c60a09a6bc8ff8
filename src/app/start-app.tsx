import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, type RuntimeConfig } from '../config/runtime-config';
import type { AuthClient } from '../lib/auth/auth-client';
import { ConfigErrorScreen } from './config-error-screen';
import { App } from './app';
import { createServices } from './boot';
import { startColorScheme } from '../lib/theme/scheme-preference';
import { startTheme } from '../lib/theme/start-theme';
import { startLocale } from '../lib/i18n/start-locale';
import '../styles/index.css';

/**
 * Draws the app (or the configuration's problems) once the configuration is known; with the
 * auth client the entry started the callback's code exchange with, when it did.
 */
export function startApp(
  configuration: Promise<RuntimeConfig>,
  startedAuth: Promise<AuthClient | undefined> = Promise.resolve(undefined),
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // The customer's light/dark choice is on <html> before anything is drawn, the error screen too.
  startColorScheme();

  configuration.then(
    async (config) => {
      // The tenant's colours (contrast-checked), name and favicon; a colour that cannot be made
      // readable is a configuration problem like any other.
      const colourProblems = startTheme(config);
      if (colourProblems.length > 0) {
        root.render(<ConfigErrorScreen problems={colourProblems} />);
        return;
      }
      // The language is chosen and its texts loaded before the first screen (it sets <html lang>).
      const [locale, auth] = await Promise.all([startLocale(config), startedAuth]);
      // As a transition, React draws the app in slices that leave the page responsive (a
      // phone's main thread would otherwise be held for one long task, under the splash).
      startTransition(() =>
        root.render(
          <StrictMode>
            <App {...createServices(config, auth)} locale={locale} />
          </StrictMode>,
        ),
      );
    },
    (error: unknown) => {
      const problems = error instanceof ConfigError ? error.problems : [String(error)];
      root.render(<ConfigErrorScreen problems={problems} />);
    },
  );
}
