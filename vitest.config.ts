import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['tests/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/client/support/setup.ts'],
          // The tests wait for events, never for time; this only ends a test that hangs. Rendering and
          // queries are CPU work: a test of 80 ms takes 5 s and more on 2 cores at load 20 and above.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          // A file's hooks start its databases (two for the pack tests): under 60 s when quiet, and
          // once over it at load 17; like the test's, this limit only ends a hook that hangs.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
