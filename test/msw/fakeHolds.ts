/**
 * The fake server's memory of holds: who holds how many places of which ticket at which time, until when. In the
 * unit tests it lives in memory (the setup clears it after each test); in a browser the fake API keeps it in the
 * page's localStorage, so that, like a real server's, it outlives the page: the checkout page renews the hold the
 * tickets page made. Times are the page's clock (Playwright's fake clock included).
 */
import { museumNow } from '../../src/domain/tickets/wallClock'

/** One hold as the server keeps it. Times are epoch ms. */
export interface FakeHold {
  token: string
  ticketId: number
  quantity: number
  startAt: string
  createdAt: number
  validUntil: number
}

/** Where a browser's fake API keeps its holds between page views. */
export const FAKE_HOLDS_KEY = 'fake-api.holds'

let memory: Record<string, FakeHold> = {}
let kept: Storage | null = null

/** Keeps the holds in `storage` from now on (the fake API in a browser). */
export function keepFakeHoldsIn(storage: Storage): void {
  kept = storage
}

function load(): Record<string, FakeHold> {
  if (!kept) return memory
  try {
    return JSON.parse(kept.getItem(FAKE_HOLDS_KEY) ?? '{}') as Record<string, FakeHold>
  } catch {
    return {}
  }
}

function save(holds: Record<string, FakeHold>): void {
  if (kept) kept.setItem(FAKE_HOLDS_KEY, JSON.stringify(holds))
  else memory = holds
}

/** Every hold the server knows, open or ended. */
export function fakeHolds(): FakeHold[] {
  return Object.values(load())
}

/** The hold `token`, if the server knows it. */
export const fakeHold = (token: string): FakeHold | undefined => load()[token]

export function saveFakeHold(hold: FakeHold): void {
  save({ ...load(), [hold.token]: hold })
}

export function dropFakeHold(token: string): void {
  const { [token]: _dropped, ...rest } = load()
  save(rest)
}

/** Forgets every hold (a fresh server). */
export function clearFakeHolds(): void {
  memory = {}
  kept?.removeItem(FAKE_HOLDS_KEY)
}

/** Places of `ticketIds` at the instant of `iso` held open at `now` by others than the holders of `own`. */
export function placesHeld(
  ticketIds: readonly number[],
  iso: string,
  now: number,
  own: readonly string[],
): number {
  const at = Date.parse(iso)
  return fakeHolds()
    .filter(
      (hold) =>
        hold.validUntil > now &&
        !own.includes(hold.token) &&
        ticketIds.includes(hold.ticketId) &&
        Date.parse(hold.startAt) === at,
    )
    .reduce((sum, hold) => sum + hold.quantity, 0)
}

const pad = (value: number) => String(Math.floor(Math.abs(value))).padStart(2, '0')

/** `ms` as the museum's server writes it: Berlin's wall clock with its offset, "2026-05-28T09:05:00+02:00". */
export function berlinInstant(ms: number): string {
  const wall = museumNow(ms)
  const seconds = Math.floor(ms / 1000) % 60
  const [year, month, day] = wall.date.split('-').map(Number)
  const wallMs = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 0, wall.minutes, seconds)
  const offset = Math.round((wallMs - Math.floor(ms / 1000) * 1000) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  return `${wall.date}T${wall.time}:${pad(seconds)}${sign}${pad(offset / 60)}:${pad(offset % 60)}`
}

/** A new token, as unguessable as a real server's. */
export const newHoldToken = (): string => crypto.randomUUID().replace(/-/g, '').slice(0, 22)
