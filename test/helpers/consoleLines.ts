/**
 * Console lines a test expects, silenced and checked: the run prints only lines nobody expected.
 */
import { expect, onTestFinished, vi } from 'vitest'
import { crossOriginWarning } from '../../src/domain/shop/config'
import { TEST_SHOP_DOMAIN } from './config'

/**
 * For a test whose <shop-init> puts the shop on another origin than jsdom's page (http://localhost:3000), as a
 * museum's page usually does: the page warns once that the shop cannot see what the elements store. Silences
 * console.warn and checks, when the test has finished, that this warning was among its lines. Returns the spy for
 * the test's own checks of other lines.
 */
export function expectCrossOriginWarning(shopUrl = `https://${TEST_SHOP_DOMAIN}/`) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const line = `[museum-shop] ${crossOriginWarning(shopUrl, location.origin)}`
  onTestFinished(() => expect(warn).toHaveBeenCalledWith(line))
  return warn
}

/** Silences console.warn and console.error for a test that checks the lines it expects on them. */
export function consoleSpies() {
  return {
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  }
}
