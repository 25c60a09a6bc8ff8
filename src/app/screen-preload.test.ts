import { describe, expect, it, vi } from 'vitest';
import { preloadScreen, preloadScreenCode, screenRoutes } from './screen-preload';
import { SCREENS } from './screens';

describe('preloadScreen', () => {
  const open = vi.fn(() => Promise.resolve());
  const account = vi.fn(() => Promise.resolve());
  const notFound = vi.fn(() => Promise.resolve());
  const routes = [
    { path: '*', load: notFound },
    { path: '/accounts/:accountId', load: account },
    { path: '/accounts/open', load: open },
  ];

  it('loads the screen the router would show, ranked as the router ranks its routes', () => {
    preloadScreen('/accounts/open?companyId=c-1', routes);
    expect(open).toHaveBeenCalledTimes(1);
    expect(account).not.toHaveBeenCalled();

    preloadScreen('/accounts/a-1#top', routes);
    expect(account).toHaveBeenCalledTimes(1);
    expect(notFound).not.toHaveBeenCalled();

    preloadScreen('/nowhere', routes);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed load: the screen shows its error where it is rendered', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() =>
      preloadScreen('/failing', [...routes, { path: '/failing', load: failing }]),
    ).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('preloads, by default, the screens the router shows: one per record of the table', () => {
    expect(screenRoutes.map(({ path }) => path)).toEqual(SCREENS.map(({ path }) => path));
  });

  it('before the app runs, fetches the code of the table only, never a screen marked loaded', async () => {
    const record = SCREENS.find((screen) => screen.path === '*');
    if (!record) throw new Error('the table has no not-found screen');
    const load = vi.spyOn(record, 'load');
    await preloadScreenCode('/nowhere');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
