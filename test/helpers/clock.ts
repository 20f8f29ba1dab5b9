/**
 * The museum's clock in component tests: frozen at a chosen moment, while the fake API's promises and Testing
 * Library's polling keep running.
 */
import { vi } from 'vitest'

/** Freezes `Date` at `at` (only `Date`: timers run on). test/setup.ts restores real timers after each test. */
export function freezeClock(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(at)
}
