import type { ComponentType, LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router';
import { lazyWhenLoaded } from '../components/lazy-when-loaded';
import { loadAreaTexts } from '../lib/i18n/locale-texts';
import { SCREENS } from './screens';

/** A screen at its path, loaded on first visit (or earlier, by `preloadScreen`). */
export interface ScreenRoute {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
  load: () => Promise<unknown>;
}

/**
 * Every screen of the table (screens.ts) as the router shows it. A screen registers its areas'
 * English texts as it loads (`registerTexts`), so they come with its chunk graph, in parallel.
 * The active locale's area texts, when it is not English, load beside it (one chunk for all
 * areas) and the screen waits for both. Declarative routes with React.lazy keep the sign-in
 * path small (the data router's code is not needed).
 */
export const screenRoutes: readonly ScreenRoute[] = SCREENS.map((screen) => {
  // Drawn at once when its code has loaded (a preload, an earlier visit): the first screen
  // after sign-in would otherwise wait for React's reveal of suspended content.
  const { Component, load } = lazyWhenLoaded(async () => {
    const [component] = await Promise.all([screen.load(), loadAreaTexts()]);
    return component;
  });
  return { path: screen.path, Screen: Component, load };
});

/**
 * Starts loading the screen of `path` (a path with its search, as returned to after sign-in),
 * so a screen's code can start loading before the router gets there: the sign-in callback
 * knows where the customer is going while it still exchanges the code for tokens, and loads
 * that screen beside the exchange instead of after it. The promise settles when it has loaded,
 * or failed: failures surface where the screen is shown (its route's error boundary), not here.
 */
export function preloadScreen(
  path: string,
  routes: readonly Pick<ScreenRoute, 'path' | 'load'>[] = screenRoutes,
): Promise<void> {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  // Ranked as the router ranks them ("/accounts/open" before "/accounts/:accountId", "*" last).
  const [match] = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  ) ?? [undefined];
  return match
    ? match.route.route.load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * Starts fetching only the code of the screen at `path`, from the table itself: for the page
 * that starts before the app does (main.ts), when the language is not known yet. Its texts in
 * that language, and the screen's readiness to draw, come with `preloadScreen` once the app
 * runs; a screen marked loaded before then would draw without them (in English).
 */
export function preloadScreenCode(path: string): Promise<void> {
  return preloadScreen(path, SCREENS);
}
