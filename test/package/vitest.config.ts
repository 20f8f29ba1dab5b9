import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The package tests: what `npm pack` would publish, the types a museum's developer gets, and what the build ships.
 * They read dist/, so `npm test` runs them after `npm run build` (`npm run test:package`), not with the unit tests.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'package',
    environment: 'node',
    include: ['test/package/**/*.test.ts'],
    globalSetup: ['test/package/requireBuild.ts'],
  },
})
