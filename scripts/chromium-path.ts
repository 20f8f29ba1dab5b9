import { existsSync } from 'node:fs'

/** The system Chromium: $CHROMIUM_PATH, else the Debian package's binary. Playwright never downloads a browser here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? '/usr/bin/chromium'
}
