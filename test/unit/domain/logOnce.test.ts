import { describe, expect, it, vi } from 'vitest'
import { firstTime, logOnce } from '../../../src/page/logOnce'
import { resetPage } from '../../../src/page/pageState'

describe('logOnce', () => {
  it('writes one prefixed line per id until reset', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logOnce('museum-shop.a', 'first')
    logOnce('museum-shop.a', 'second')
    logOnce('museum-shop.b', 'third')
    expect(warn.mock.calls).toEqual([['[museum-shop] first'], ['[museum-shop] third']])
    resetPage()
    logOnce('museum-shop.a', 'again')
    expect(warn).toHaveBeenLastCalledWith('[museum-shop] again')
  })

  it('writes errors at the error level', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logOnce('config', 'Locale is not set', 'error')
    expect(error).toHaveBeenCalledWith('[museum-shop] Locale is not set')
    expect(warn).not.toHaveBeenCalled()
  })

  it('answers firstTime with true once per id until reset', () => {
    expect(firstTime('storage-contract')).toBe(true)
    expect(firstTime('storage-contract')).toBe(false)
    resetPage()
    expect(firstTime('storage-contract')).toBe(true)
  })
})
