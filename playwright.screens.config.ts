import { defineConfig } from '@playwright/test'
import browserTests from './playwright.config'

/**
 * `npm run screenshots` only: the browser tests' browser, launch arguments and server (the built bundle, the fake
 * API and the SDK doubles on 127.0.0.1), pointed at the screen renderer instead of the tests, so `npm test` never
 * runs it and its pictures never depend on a second set of settings.
 */
export default defineConfig({
  ...browserTests,
  testDir: 'test/screens',
  testMatch: '*.screens.ts',
  outputDir: 'test-results/screens',
  retries: 0,
  reporter: 'list',
  use: { ...browserTests.use, trace: 'off', screenshot: 'off' },
})
