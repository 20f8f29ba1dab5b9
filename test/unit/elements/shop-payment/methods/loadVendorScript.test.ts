import { afterEach, describe, expect, it, vi } from 'vitest'
import { PaymentSdkError } from '../../../../../src/checkout/errors'
import { loadVendorScript, VENDOR_SCRIPT_TIMEOUT_MS } from '../../../../../src/checkout/loadVendorScript'

const URL = 'https://vendor.example/sdk.js'

/** The script tags the loader added for URL. */
const tags = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === URL)

let ready = false
const isReady = () => ready

afterEach(() => {
  ready = false
  vi.useRealTimers()
  // Settles loads a test left in flight (the loader forgets them then), so the next test starts afresh.
  for (const tag of tags()) {
    tag.dispatchEvent(new Event('error'))
    tag.remove()
  }
})

describe('loadVendorScript', () => {
  it('resolves at once, without a script tag, when the global is there already', async () => {
    ready = true
    await expect(loadVendorScript(URL, { isReady })).resolves.toBeUndefined()
    expect(tags()).toHaveLength(0)
  })

  it('adds one async script for callers at the same time and resolves at its load event', async () => {
    const first = loadVendorScript(URL, { isReady })
    const second = loadVendorScript(URL, { isReady })
    expect(tags()).toHaveLength(1)
    expect(tags()[0]?.async).toBe(true)

    ready = true
    tags()[0]?.dispatchEvent(new Event('load'))

    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
  })

  it('rejects at the error event, removes the tag, and tries with a fresh tag next time', async () => {
    const loading = loadVendorScript(URL, { isReady })
    tags()[0]?.dispatchEvent(new Event('error'))

    await expect(loading).rejects.toThrow(new PaymentSdkError(`Could not load ${URL}`))
    expect(tags()).toHaveLength(0)
    void loadVendorScript(URL, { isReady }).catch(() => undefined)
    expect(tags()).toHaveLength(1)
  })

  it('rejects when the script loaded but its global is missing', async () => {
    const loading = loadVendorScript(URL, { isReady })
    tags()[0]?.dispatchEvent(new Event('load'))
    await expect(loading).rejects.toThrow('loaded, but its global is missing')
  })

  it('gives up after 1000 × 10 ms, not before', async () => {
    vi.useFakeTimers()
    const outcome = vi.fn()
    loadVendorScript(URL, { isReady }).then(
      () => outcome('resolved'),
      (error: Error) => outcome(error.message),
    )

    await vi.advanceTimersByTimeAsync(VENDOR_SCRIPT_TIMEOUT_MS - 1)
    expect(outcome).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)

    expect(VENDOR_SCRIPT_TIMEOUT_MS).toBe(10_000)
    expect(outcome).toHaveBeenCalledWith(`${URL} did not load within 10000 ms`)
  })

  it('clears its timer once the script has loaded', async () => {
    vi.useFakeTimers()
    const loading = loadVendorScript(URL, { isReady })
    expect(vi.getTimerCount()).toBe(1)

    ready = true
    tags()[0]?.dispatchEvent(new Event('load'))
    await loading

    expect(vi.getTimerCount()).toBe(0)
  })
})
