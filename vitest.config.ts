import { defineConfig } from 'vitest/config';

// Two projects: the browser app under jsdom, the Node side (mock bank, mock identity provider) under node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
          // A limit, not a wait: generous, so that a loaded machine is not a failure.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'mock',
          include: ['mock/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
