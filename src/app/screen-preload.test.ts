import { describe, expect, it, vi } from 'vitest';
import { preloadScreen, registerScreen } from './screen-preload';

describe('preloadScreen', () => {
  const open = vi.fn(() => Promise.resolve());
  const account = vi.fn(() => Promise.resolve());
  const notFound = vi.fn(() => Promise.resolve());
  registerScreen('*', notFound);
  registerScreen('/accounts/:accountId', account);
  registerScreen('/accounts/open', open);

  it('loads the screen the router would show, ranked as the router ranks its routes', () => {
    preloadScreen('/accounts/open?companyId=c-1');
    expect(open).toHaveBeenCalledTimes(1);
    expect(account).not.toHaveBeenCalled();

    preloadScreen('/accounts/a-1#top');
    expect(account).toHaveBeenCalledTimes(1);
    expect(notFound).not.toHaveBeenCalled();

    preloadScreen('/nowhere');
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed load: the screen shows its error where it is rendered', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    registerScreen('/failing', failing);
    expect(() => preloadScreen('/failing')).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
