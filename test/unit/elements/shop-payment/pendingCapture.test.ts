/** The sessionStorage note of a running capture: written, read while recent, dropped when old or unreadable. */
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import {
  forgetPendingCapture,
  notePendingCapture,
  readPendingCapture,
} from '../../../../src/checkout/pendingCapture'

const NOTE = { orderToken: 'ord_1', providerOrderId: 'PAYPAL-1', method: 'PayPal', startedAt: 1_000_000 }
const KEY = STORAGE_KEYS.pendingCapture
const stored = () => sessionStorage.getItem(KEY)

describe('pending capture note', () => {
  it('is kept in sessionStorage as JSON under its declared key, never in localStorage', () => {
    notePendingCapture(KEY, NOTE)
    expect(JSON.parse(stored() ?? 'null')).toEqual(NOTE)
    expect(localStorage.length).toBe(0)
    forgetPendingCapture(KEY)
    expect(stored()).toBeNull()
  })

  it('is read while younger than the given age, and dropped once older', () => {
    notePendingCapture(KEY, NOTE)
    expect(readPendingCapture(KEY, 60_000, NOTE.startedAt + 59_999)).toEqual(NOTE)
    expect(stored()).not.toBeNull()
    expect(readPendingCapture(KEY, 60_000, NOTE.startedAt + 60_000)).toBeNull()
    expect(stored()).toBeNull()
  })

  it('is still read when the clock was set back a little', () => {
    notePendingCapture(KEY, NOTE)
    expect(readPendingCapture(KEY, 60_000, NOTE.startedAt - 5_000)).toEqual(NOTE)
  })

  it.each([
    ['not JSON', '{"orderToken":'],
    ['a foreign shape', JSON.stringify({ order: 'ord_1' })],
    ['an empty token', JSON.stringify({ ...NOTE, orderToken: '' })],
  ])('is removed with one console line when it is %s', (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    sessionStorage.setItem(STORAGE_KEYS.pendingCapture, text)
    expect(readPendingCapture(KEY, 60_000, NOTE.startedAt)).toBeNull()
    expect(stored()).toBeNull()
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '[museum-shop] Removed an unreadable note of a running payment ("museum-shop.pending-capture")',
    )
  })

  it('never throws when storage is unavailable', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => notePendingCapture(KEY, NOTE)).not.toThrow()
    expect(readPendingCapture(KEY, 60_000)).toBeNull()
    expect(() => forgetPendingCapture(KEY)).not.toThrow()
  })
})
