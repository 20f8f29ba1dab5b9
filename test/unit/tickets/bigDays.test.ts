// @vitest-environment node
/**
 * Big days stay linear: every quota time is parsed once, however many tickets and times ask for it, when the times
 * are listed, every ticket's limit is asked and a choice is checked again. The time this takes is the bench's.
 */
import { describe, expect, it, vi } from 'vitest'
import { maxQuantity } from '../../../src/domain/tickets/quantities'
import { recheckSelection } from '../../../src/domain/tickets/recheck'
import { daySlots } from '../../../src/domain/tickets/slots'
import type * as wallClock from '../../../src/domain/tickets/wallClock'
import { parseWallClock } from '../../../src/domain/tickets/wallClock'
import { bigDayContext, type BigDayShape } from '../../helpers/bigDays'

vi.mock('../../../src/domain/tickets/wallClock', async (importOriginal) => {
  const original = await importOriginal<typeof wallClock>()
  return { ...original, parseWallClock: vi.fn(original.parseWallClock) }
})

const parses = vi.mocked(parseWallClock)

/** What the element works out for a day: its times, each ticket's limit at a time, the check before adding. */
function workOfOneDay(shape: BigDayShape) {
  const context = bigDayContext(shape)
  parses.mockClear()
  const slots = daySlots(context)
  const chosen = slots[Math.floor(slots.length / 2)]
  if (!chosen) throw new Error('no times')
  for (const ticket of context.offer.tickets)
    maxQuantity(context, ticket.id, chosen.minutes, { [ticket.id]: 1 })
  const [first, second] = context.offer.tickets
  const selection = { [first?.id ?? 0]: 2, [second?.id ?? 0]: 1 }
  expect(recheckSelection(context, chosen.minutes, selection)).toEqual({ status: 'ok' })
  return { slots, parsed: parses.mock.calls.length }
}

describe('a big day', () => {
  it.each<[string, BigDayShape]>([
    ['120 times × 10 tickets', { times: 120, tickets: 10 }],
    ['1,440 one-minute times × 50 tickets', { times: 1440, tickets: 50 }],
    ['10,000 tickets on one quota', { times: 12, tickets: 10_000 }],
  ])('parses each quota time once: %s', (_, shape) => {
    const { slots, parsed } = workOfOneDay(shape)
    expect(slots).toHaveLength(shape.times)
    expect(slots[0]?.ticketIds).toHaveLength(shape.tickets)
    expect(parsed).toBe(shape.times)
  })
})
