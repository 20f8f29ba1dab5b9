// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  capacitySlots,
  DEFAULT_PART_MINUTES,
  type CombinationContext,
} from '../../../src/domain/tickets/combination'
import { recheckCombination } from '../../../src/domain/tickets/combinationRecheck'
import type { TicketCapacity } from '../../../src/domain/tickets/combination'
import { at, capacityOf, minutesOf, TICKET_IDS, TICKET_REFERENCE_DAY as DAY } from './offers'

const { combi } = TICKET_IDS
const [first, second] = TICKET_IDS.combiParts

/** The combination at `times` with fresh places: each ticket's capacity, `changes` applied ('HH:MM' → places). */
function freshAt(
  times: [string, string],
  changes: Record<number, Record<string, number>> = {},
): CombinationContext {
  const slotsOf = (id: number) => {
    const capacity: Record<string, number> = { ...capacityOf(id) }
    for (const [time, places] of Object.entries(changes[id] ?? {})) capacity[at(time)] = places
    return capacitySlots(capacity as TicketCapacity, DAY, id, [])
  }
  return {
    parts: [first, second].map((id, index) => ({
      id,
      slots: slotsOf(id),
      chosen: minutesOf(times[index] ?? ''),
    })),
    own: new Map([[combi, slotsOf(combi)]]),
  }
}

const times = (slots: readonly { time: string }[]) => slots.map((slot) => slot.time)

/** The re-check of `quantity` combination tickets at `chosen` after the `changes` of places. */
const recheckAt = (chosen: [string, string], quantity: number, changes: Parameters<typeof freshAt>[1] = {}) =>
  recheckCombination(freshAt(chosen, changes), { [combi]: quantity }, DEFAULT_PART_MINUTES)

describe('recheckCombination', () => {
  it('lets a choice that still fits every part through', () => {
    expect(recheckAt(['10:30', '15:00'], 3)).toEqual({ status: 'ok' })
  })

  it("names the part whose time filled up and offers that part's nearest times between its neighbours", () => {
    const result = recheckAt(['10:30', '15:00'], 3, { [second]: { '15:00': 1 } })
    expect(result).toMatchObject({ status: 'changed', part: 1, placesLeft: 1 })
    // From 12:00 (10:30 + 90 minutes) on, nearest first, the earlier on a tie; 14:00 is sold out.
    expect(result.status === 'changed' && times(result.alternatives)).toEqual(['14:30', '15:30', '16:00'])
  })

  it("keeps an earlier part's alternatives clear of the later part's start", () => {
    const result = recheckAt(['11:00', '12:30'], 2, { [first]: { '11:00': 0 } })
    expect(result).toMatchObject({ status: 'changed', part: 0, placesLeft: 0 })
    // At the latest 11:00 (12:30 − 90 minutes): the earlier times with room.
    expect(result.status === 'changed' && times(result.alternatives)).toEqual(['10:30', '10:00'])
  })

  it("holds the combination ticket's own places at the first part's time", () => {
    expect(recheckAt(['10:30', '15:00'], 2, { [combi]: { '10:30': 1 } })).toMatchObject({
      status: 'changed',
      part: 0,
      placesLeft: 1,
    })
  })
})
