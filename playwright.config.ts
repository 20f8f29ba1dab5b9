import { defineConfig } from '@playwright/test'
import { testChromiumPath } from './scripts/chromium-path'

const port = Number(process.env.E2E_PORT ?? 5174)

/**
 * Browser tests: Playwright's runner driving the system Chromium (never a downloaded browser) against the built bundle,
 * served with the demo and test pages by Vite on 127.0.0.1.
 */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  // Three on two cores: a test's waits for its pages leave room for a third (measured: 3.4 min, against 4.1 with two).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Bounds for a hung test, not speed limits: beside a second full suite on two cores (load 15 and more) a checkout
  // test's accessibility scan alone took 30 s. A test waits for what it needs, never for a time.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // The JSON report keeps each test's duration, for finding where the suite's time goes.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/report' }],
    ['json', { outputFile: 'test-results/results.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action of every test (a seventh of the suite's time); CI retries a failure once, with one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx vite --config vite.demo.config.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/test/e2e/pages/harness.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { DEMO_PORT: String(port), E2E_BUNDLED_PAGES: '1' },
  },
})
