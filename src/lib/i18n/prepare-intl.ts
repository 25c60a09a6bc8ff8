/**
 * Has the engine load its number and date data while the page waits for the network, so the
 * first screen's render does not. A page's first Intl.NumberFormat cost a phone's CPU (4×
 * slower) 57–91 ms, its first Intl.DateTimeFormat 12–17 ms; every later one, in any locale,
 * at most a few (issue 23 §3). The first screen with money built them inside its render, in
 * one long task. Each is built in a moment the page is idle (its own task), and thrown away:
 * what is kept is the engine's data, whichever locale the app then chooses.
 */
export function prepareIntl(): void {
  whenIdle(() => new Intl.NumberFormat().format(0));
  whenIdle(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(0));
}

function whenIdle(work: () => unknown): void {
  const run = () => {
    try {
      work();
    } catch {
      // An engine without this Intl part: the formatters say so where they are used.
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
