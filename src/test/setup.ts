import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadAreaMessages } from '../lib/i18n/i18n';

// Area routes load their texts with the route; component tests render areas directly.
beforeAll(() => loadAreaMessages());

// An unexpected console.error fails the test that caused it (strict test hygiene).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(' ');
    throw new Error(`console.error was called ${consoleErrors.length} time(s): ${first}`);
  }
});
