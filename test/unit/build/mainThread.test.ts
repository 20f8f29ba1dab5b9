import { describe, expect, it } from 'vitest'
import { busyBefore } from '../../../scripts/bench/mainThread.mjs'

const PAGE = { pid: 7, tid: 7 }
const OTHER_THREAD = { pid: 7, tid: 9 }
/** A task of the trace, `at` and `ms` in ms after the navigation started at ts 1,000,000 µs. */
const task = (at: number, ms: number, thread = PAGE) => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts: 1_000_000 + at * 1000,
  dur: ms * 1000,
  ...thread,
})
const navigation = (url: string, at = 0) => ({
  name: 'navigationStart',
  ts: 1_000_000 + at * 1000,
  args: { data: { documentLoaderURL: url } },
  ...PAGE,
})

describe('busyBefore', () => {
  it("sums the page's main-thread tasks up to the moment, cutting the one that runs across it", () => {
    const events = [navigation('http://127.0.0.1:1/tickets.html'), task(10, 40), task(100, 30), task(490, 20)]
    expect(busyBefore(events, '/tickets.html', 500)).toBe(40 + 30 + 10)
  })

  it('counts neither other threads, nor tasks before the navigation, nor a task nested in another twice', () => {
    const events = [
      navigation('http://127.0.0.1:1/tickets.html'),
      task(-50, 40),
      task(20, 100, OTHER_THREAD),
      task(100, 50),
      task(110, 20),
    ]
    expect(busyBefore(events, '/tickets.html', 1000)).toBe(50)
  })

  it("starts at the navigated page's own navigation, not an earlier blank page's", () => {
    const events = [
      navigation('about:blank'),
      navigation('http://127.0.0.1:1/tickets.html', 200),
      task(100, 50),
      task(250, 10),
    ]
    expect(busyBefore(events, '/tickets.html', 100)).toBe(10)
    expect(busyBefore(events, '/checkout.html', 100)).toBeNull()
  })
})
