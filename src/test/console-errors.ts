/** What console.error was called with during the current test (the setup fails a test on any). */
let errors: unknown[][] = [];

export function recordConsoleError(args: unknown[]): void {
  errors.push(args);
}

/** Starts a test with none. */
export function resetConsoleErrors(): void {
  errors = [];
}

/** The errors so far, each as one line; after this they are no longer the test's failure. */
export function takeConsoleErrors(): string[] {
  const taken = errors.map((args) => args.map(String).join(' '));
  errors = [];
  return taken;
}

/** The errors left untaken, for the setup's check after each test. */
export function untakenConsoleErrors(): readonly unknown[][] {
  return errors;
}
