import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router';
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
export const screenRoutes: readonly ScreenRoute[] = SCREENS.map((screen) => ({
  path: screen.path,
  ...lazyScreen(async () => {
    const [component] = await Promise.all([screen.load(), loadAreaTexts()]);
    return component;
  }),
}));

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

/**
 * React.lazy for a route screen that renders at once when its code has already loaded (a
 * preload, an earlier visit). React.lazy suspends on the first render even then, and React
 * holds back the revealed content for a while after a fallback (about 300 ms), which the
 * first screen after sign-in would wait for. A thenable that answers synchronously lets lazy
 * resolve during that first render instead.
 */
export function lazyScreen(load: () => Promise<ComponentType>): {
  Screen: LazyExoticComponent<ComponentType>;
  load: () => Promise<ComponentType>;
} {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Screen = lazy(() => {
    const component = loaded;
    if (!component) return loadOnce().then((value) => ({ default: value }));
    const settled: PromiseLike<{ default: ComponentType }> = {
      then: (resolve) => {
        resolve?.({ default: component });
        return settled as never;
      },
    };
    // React.lazy only calls `then` (its types ask for a whole Promise).
    return settled as Promise<{ default: ComponentType }>;
  });
  return { Screen, load: loadOnce };
}
