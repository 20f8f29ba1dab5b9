import { existsSync } from 'node:fs'

const firstThere = (candidates: (string | undefined)[]): string | undefined =>
  candidates.find((path): path is string => Boolean(path && existsSync(path)))

/** The system Chromium: $CHROMIUM_PATH, else the Debian package's binary. Playwright never downloads a browser here. */
export function chromiumPath(): string {
  return (
    firstThere([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) ??
    '/usr/bin/chromium'
  )
}

/**
 * The browser tests' Chromium: $CHROMIUM_PATH, else Debian's headless shell (the same Blink without the browser's
 * window layers; on a 2-core machine it runs the suite in about three quarters of the time), else the full Chromium.
 */
export function testChromiumPath(): string {
  return firstThere([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']) ?? chromiumPath()
}
