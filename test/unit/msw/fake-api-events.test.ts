// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { applyKnobsFromQuery, knobs } from '../../msw/knobs'
import { callFakeApiJson, type ListAnswer } from './callFakeApi'

type Seats = { max: number; booked: number; available: number; max_per_registration: number | null }
type Dates = ListAnswer<'dates', { id: number; bookable: boolean; seats: Seats }>

const seatsOfWorkshop = async () =>
  (await callFakeApiJson<Dates>('/events/22/dates', { query: { per_page: '1000' } })).dates.map((date) => [
    date.id,
    date.seats.available,
    date.seats.max_per_registration,
  ])

describe('the dates of the workshop (event 22)', () => {
  it('hold a sold-out date and one that takes fewer per booking than it has seats', async () => {
    expect(await seatsOfWorkshop()).toEqual([
      [102, 0, null],
      [105, 7, 4],
    ])
  })

  it('change their seats for later calls, the rest booked', async () => {
    knobs.seatsChanges.push({ dateId: 105, available: 2 })
    const answer = await callFakeApiJson<Dates>('/events/22/dates')
    expect(answer.dates[1]?.seats).toMatchObject({
      max: 12,
      booked: 10,
      available: 2,
      max_per_registration: 4,
    })
    knobs.seatsChanges.push({ dateId: 105, available: 0 })
    expect(await seatsOfWorkshop()).toEqual([
      [102, 0, null],
      [105, 0, 4],
    ])
  })
})

describe('event knobs from the query', () => {
  it('read changed seats and skip what they do not know with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    applyKnobsFromQuery('?seats=105:1,102:3,abc,105=2')
    expect(knobs.seatsChanges).toEqual([
      { dateId: 105, available: 1 },
      { dateId: 102, available: 3 },
    ])
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
