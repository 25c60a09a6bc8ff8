import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWhenLoaded } from './lazy-when-loaded';

const Accounts = () => <h1>Accounts</h1>;

function renderScreen(Screen: ReturnType<typeof lazyWhenLoaded>['Component']) {
  return render(
    <Suspense fallback={<p>Loading the screen</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('lazyWhenLoaded', () => {
  it('draws a screen whose code has loaded already in the first render, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Accounts));
    const { Component: Screen, load: preload } = lazyWhenLoaded(load);
    await preload();

    const { unmount } = renderScreen(Screen);

    // Synchronously: no fallback ever shown, nothing awaited.
    expect(screen.getByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the screen')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('shows the fallback while a screen not loaded yet loads, then the screen', async () => {
    let finish: (component: typeof Accounts) => void = () => undefined;
    const { Component: Screen } = lazyWhenLoaded(
      () =>
        new Promise<typeof Accounts>((resolve) => {
          finish = resolve;
        }),
    );

    renderScreen(Screen);
    expect(screen.getByText('Loading the screen')).toBeInTheDocument();

    await act(async () => finish(Accounts));
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
  });
});
