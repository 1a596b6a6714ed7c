import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.mjs';

/**
 * Browser tests of the demo storefront against the real platform, in Debian's Chromium headless
 * shell (Playwright cannot download its own browser on these machines). `npm start` serves both,
 * on a fresh data folder so that every run starts from the seeded demo site.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Two files at a time, each in a worker of its own, against the one seeded site: a test's
  // browser mostly waits on the servers, so two keep this 2-core machine busy (249 s to about
  // 175 s). Tests that take the haircut's free times hold them (haircut-times.ts).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    // Recording a trace costs the browser about as much CPU as the test itself (its screencast and
    // snapshots run for every test, kept or not), so it is off; a failure still leaves the page's
    // accessibility snapshot and a screenshot. `npx playwright test <spec> --trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(site-settings|-changes)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Tests that change the shared site's settings, alone, once every other test is done.
    {
      name: 'site-settings',
      testMatch: /site-settings\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Tests that add to the demo site what buyers see (other tests count its products and services), last.
    {
      name: 'catalogue-changes',
      testMatch: /-changes\.spec\.ts/,
      dependencies: ['site-settings'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'rm -rf test-results/e2e-data && node scripts/start.mjs',
    url: 'http://127.0.0.1:3000/examples.json',
    // Members' passwords hash at the lowest cost the setting allows, as in the Vitest suites.
    env: { DATA_DIR: 'test-results/e2e-data', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '12' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
