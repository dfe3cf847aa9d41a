import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
import { E2E_PORT } from './tests/e2e/support/settings.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${E2E_PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Safety nets, not timings: a test waits for what it expects; a busy machine (load 20 and more on
  // two cores) takes seconds to show a page on a first visit, and a test of two authors in two
  // windows that takes 36 s on a quiet machine took over 60 s at load 26. The whole test's limit only
  // ends a test that hangs. A step's own limit is as generous: beside a CPU hog of twice the cores
  // (load 17), single steps (a download's first 60 %, a service worker's install) took 20-45 s.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // One server for every spec: each admin spec writes only to courses and teachers of its own
  // (issue 37 §6); a spec that needs a server to itself starts one (support/own-server.ts).
  webServer: {
    command: `npx tsx tests/e2e/support/start-server.ts ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
