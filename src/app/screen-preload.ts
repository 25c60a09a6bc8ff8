import { matchRoutes } from 'react-router';

/**
 * The route screens' loaders by address, so a screen's code can start loading before the
 * router gets there: the sign-in callback knows where the customer is going while it still
 * exchanges the code for tokens, and loads that screen beside the exchange instead of after it.
 */
const screens: { pattern: string; load: () => Promise<unknown> }[] = [];

export function registerScreen(pattern: string, load: () => Promise<unknown>): void {
  screens.push({ pattern, load });
}

/** Starts loading the screen of `path` (a path with its search, as returned to after sign-in). */
export function preloadScreen(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  // Ranked as the router ranks them ("/accounts/open" before "/accounts/:accountId", "*" last).
  const [match] = matchRoutes(
    screens.map(({ pattern }, index) => ({ path: pattern, id: String(index) })),
    pathname,
  ) ?? [undefined];
  const screen = match ? screens[Number(match.route.id)] : undefined;
  // Failures surface where the screen is shown (its route's error boundary), not here.
  screen?.load().catch(() => undefined);
}
