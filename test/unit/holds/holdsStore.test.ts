/**
 * The page's holds and their one clock, against the fake API: one interval while a hold is open and a timer watches,
 * none otherwise; renewals on activity at most once a minute, the extend button at once, both up to the server's
 * maximum; an ended hold; a server that refuses holds is asked once and said once on the console; which tickets can
 * be held at all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { canBeHeld, holdStatus } from '../../../src/domain/holds/records'
import { HOLDS_KEY } from '../../../src/domain/holds/storage'
import {
  changeHold,
  extendHolds,
  holdCartLine,
  releaseHold,
  renewOnActivity,
  holdsStore,
  watchHolds,
} from '../../../src/store/holds'
import { shopStore } from '../../../src/store/shopStore'
import { testConfig } from '../../helpers/config'
import { consoleSpies } from '../../helpers/consoleLines'
import { TICKET_IDS } from '../../msw/fixtures/tickets'
import { knobs } from '../../msw/knobs'
import { requestLog } from '../../msw/requestLog'

const NOW = new Date('2026-05-28T09:00:00+02:00').getTime()
const ELEVEN = '2026-05-30T11:00:00+02:00'
const MINUTE = 60_000
const line = { ticketId: TICKET_IDS.adult, quantity: 2, startAt: ELEVEN }

const holdCalls = (method?: string) =>
  requestLog.filter(
    (entry) => entry.pathname.includes('/tickets/reservations') && (!method || entry.method === method),
  )
const record = (token: string) => holdsStore.getState().records[token]
const statusNow = (token: string) =>
  holdStatus(holdsStore.getState().records, [token], holdsStore.getState().now)

/** Holds places and returns the token (the test fails without one). */
async function hold(): Promise<string> {
  const token = await holdCartLine(line)
  if (token === null) throw new Error('no hold')
  return token
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] })
  shopStore.setState({ config: { status: 'ready', config: testConfig({ holdPlaces: true }) } })
})
afterEach(() => vi.useRealTimers())

describe('the clock', () => {
  it('runs one interval while a hold is open and someone watches, and none otherwise', async () => {
    const token = await hold()
    expect(vi.getTimerCount()).toBe(0)
    const stopFirst = watchHolds(() => {})
    const stopSecond = watchHolds(() => {})
    expect(vi.getTimerCount()).toBe(1)
    stopFirst()
    stopFirst()
    expect(vi.getTimerCount()).toBe(1)
    stopSecond()
    expect(vi.getTimerCount()).toBe(0)
    const stop = watchHolds(() => {})
    vi.advanceTimersByTime(2 * MINUTE)
    expect(statusNow(token)).toMatchObject({ kind: 'held', leftMs: 3 * MINUTE, ending: false })
    vi.advanceTimersByTime(2 * MINUTE)
    expect(statusNow(token)).toMatchObject({ kind: 'held', leftMs: MINUTE, ending: true })
    // The hold ends: the clock stops by itself.
    vi.advanceTimersByTime(MINUTE)
    expect(statusNow(token)).toEqual({ kind: 'expired' })
    expect(vi.getTimerCount()).toBe(0)
    stop()
  })

  it('follows the holds another tab stores, while watched', async () => {
    const token = await hold()
    const stored = localStorage.getItem(HOLDS_KEY)
    localStorage.removeItem(HOLDS_KEY)
    const stop = watchHolds(() => {})
    expect(record(token)).toBeUndefined()
    localStorage.setItem(HOLDS_KEY, stored ?? '')
    window.dispatchEvent(new StorageEvent('storage', { key: HOLDS_KEY, storageArea: localStorage }))
    expect(record(token)).toMatchObject({ quantity: 2, validUntil: '2026-05-28T09:05:00+02:00' })
    expect(vi.getTimerCount()).toBe(1)
    stop()
  })
})

describe('renewing', () => {
  it('renews on activity at most once a minute, and with the extend button at once', async () => {
    const token = await hold()
    await renewOnActivity([token])
    expect(holdCalls('PUT')).toHaveLength(0)
    vi.advanceTimersByTime(MINUTE)
    await renewOnActivity([token])
    expect(holdCalls('PUT')).toHaveLength(1)
    expect(record(token)?.validUntil).toBe('2026-05-28T09:06:00+02:00')
    await renewOnActivity([token])
    expect(holdCalls('PUT')).toHaveLength(1)
    vi.advanceTimersByTime(10_000)
    await extendHolds([token])
    expect(holdCalls('PUT')).toHaveLength(2)
    expect(record(token)?.validUntil).toBe('2026-05-28T09:06:10+02:00')
  })

  it("stops at the server's maximum: the hold says so and is not renewed again", async () => {
    knobs.holdLimitSeconds = 7 * 60
    const token = await hold()
    vi.advanceTimersByTime(3 * MINUTE)
    await extendHolds([token])
    expect(record(token)).toMatchObject({ validUntil: '2026-05-28T09:07:00+02:00', atLimit: true })
    expect(statusNow(token)).toMatchObject({ kind: 'held', atLimit: true })
    await extendHolds([token])
    await renewOnActivity([token])
    expect(holdCalls('PUT')).toHaveLength(1)
  })

  it('changes the quantity, and ends a hold the server no longer has', async () => {
    const token = await hold()
    expect(await changeHold(token, 4)).toBe('changed')
    expect(record(token)?.quantity).toBe(4)
    vi.advanceTimersByTime(5 * MINUTE + 1)
    await extendHolds([token])
    expect(holdCalls('PUT')).toHaveLength(1)
    expect(await changeHold(token, 4)).toBe('gone')
    expect(statusNow(token)).toEqual({ kind: 'expired' })
  })

  it("forgets an ended hold's record once a new hold replaced it for the line", async () => {
    const ended = await hold()
    vi.advanceTimersByTime(5 * MINUTE + 1)
    const renewed = await holdCartLine({ ...line, quantity: 3, token: ended })
    expect(renewed).not.toBeNull()
    expect(renewed).not.toBe(ended)
    expect(record(ended)).toBeUndefined()
    expect(Object.keys(holdsStore.getState().records)).toEqual([renewed])
  })

  it('asks a new quantity after a renewal on its way, instead of taking the renewal for it', async () => {
    const token = await hold()
    vi.advanceTimersByTime(MINUTE)
    const renewal = renewOnActivity([token])
    expect(await changeHold(token, 3)).toBe('changed')
    await renewal
    expect(holdCalls('PUT').map((call) => call.body)).toEqual([
      { reservation: { quantity: 2 } },
      { reservation: { quantity: 3 } },
    ])
    expect(record(token)?.quantity).toBe(3)
  })
})

describe('releasing and refusing', () => {
  it('releases a hold: forgotten on the page, its places given back at the server', async () => {
    const token = await hold()
    await releaseHold(token)
    expect(record(token)).toBeUndefined()
    expect(holdCalls('DELETE')).toHaveLength(1)
    expect(JSON.parse(localStorage.getItem(HOLDS_KEY) ?? '{}')).toEqual({})
  })

  it('asks a server that refuses holds once, says so in one console line, and goes on without', async () => {
    const { warn } = consoleSpies()
    knobs.refuseHolds = 403
    expect(await holdCartLine(line)).toBeNull()
    expect(await holdCartLine({ ...line, quantity: 1 })).toBeNull()
    expect(await changeHold('some-token', 1)).toBe('off')
    expect(holdCalls()).toHaveLength(1)
    expect(warn.mock.calls).toEqual([
      [
        '[museum-shop] The shop API refused to hold places (403): places are not held on this page; the cart works without holds',
      ],
    ])
  })

  it('holds nothing without hold-places', async () => {
    shopStore.setState({ config: { status: 'ready', config: testConfig() } })
    expect(await holdCartLine(line)).toBeNull()
    expect(holdCalls()).toHaveLength(0)
  })
})

describe('which tickets can be held', () => {
  const timed = { ticketType: 'time_slot', subTicketIds: [], isSubTicket: false }
  it('is only a timed ticket that is neither a combination ticket nor one of its parts', () => {
    expect(canBeHeld(timed)).toBe(true)
    expect(canBeHeld({ ...timed, ticketType: 'normal' })).toBe(false)
    expect(canBeHeld({ ...timed, ticketType: 'annual' })).toBe(false)
    expect(canBeHeld({ ...timed, subTicketIds: [57, 58] })).toBe(false)
    expect(canBeHeld({ ...timed, isSubTicket: true })).toBe(false)
  })
})
