import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built product served by the exchange simulator.
 *
 * - Browser: Debian's Chromium (/usr/bin/chromium); browsers are never downloaded.
 * - Server: every worker gets its own simulator process on a free port with a
 *   temporary database (see support/sim.ts), so tests never share state by accident.
 * - Apps must be built first (`npx nx run-many -t build`); `npm test` does it.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Limits that end a test that hangs, never one that is slow: the same suite passes on a 2-core machine
  // with a core taken by something else (issue 27). No spec sets a smaller one; waits poll for a state.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // json: the slowest tests in `npm test`'s summary (tools/scripts/slowest-tests.mjs)
  reporter: [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }], ['json', { outputFile: '../tmp/test-reports/playwright.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A trace records a screencast and a DOM snapshot per action for every test; kept only on failure it
    // still costs all of that CPU on the passing ones. In CI (one retry) the retry of a failed test is
    // traced; locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    // An action (click, fill, scrollIntoViewIfNeeded…) on an element that never appears fails after 90 s
    // instead of holding a worker for the whole 10-minute test limit (and again on CI's retry): a cold run
    // once stalled 20 minutes that way on a region a change had stopped rendering. Waits on a state still
    // poll with expect; 90 s is three times the expect limit, for a loaded 2-core machine.
    actionTimeout: 90_000,
  },
  projects: [{ name: 'chromium' }],
});
