import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for code that is usually loaded before it is drawn (a preload, an earlier visit):
 * it renders at once when its code has loaded. React.lazy suspends on the first render even
 * then, and React holds back content revealed after a fallback for a while (about 300 ms), so
 * a screen or a step would wait for nothing. A thenable that answers synchronously lets lazy
 * resolve during that first render instead. `load` starts loading it (once it has, again is
 * free) and settles when it has loaded.
 */
export function lazyWhenLoaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
): {
  Component: LazyExoticComponent<ComponentType<P>>;
  load: () => Promise<ComponentType<P>>;
} {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Component = lazy(() => {
    const component = loaded;
    if (!component) return loadOnce().then((value) => ({ default: value }));
    const settled: PromiseLike<{ default: ComponentType<P> }> = {
      then: (resolve) => {
        resolve?.({ default: component });
        return settled as never;
      },
    };
    // React.lazy only calls `then` (its types ask for a whole Promise).
    return settled as Promise<{ default: ComponentType<P> }>;
  });
  return { Component, load: loadOnce };
}
