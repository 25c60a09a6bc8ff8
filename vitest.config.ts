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
        },
      },
      {
        test: {
          name: 'mock',
          include: ['mock/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
