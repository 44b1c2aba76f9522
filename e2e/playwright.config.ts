import { defineConfig, devices } from '@playwright/test';

/** Journeys run in Debian's chromium against the built app served by the server (README). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  // E2E_EXPECT_TIMEOUT: a longer wait on a machine shared by many runs (the default suits CI)
  expect: { timeout: Number(process.env.E2E_EXPECT_TIMEOUT ?? 10_000) },
  reporter: [['list']],
  // One directory per app instance when scripts/e2e.sh runs the journeys on several at once, outside
  // this test directory: a run scans it for spec files while another clears its own output.
  outputDir: process.env.E2E_OUTPUT_DIR ? `../${process.env.E2E_OUTPUT_DIR}` : 'test-results',
  testIgnore: ['**/test-results*/**', '**/node_modules/**'],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    headless: true,
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
