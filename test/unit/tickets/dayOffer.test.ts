// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ticketsAndQuotasSchema } from '../../../src/api/schemas/tickets'
import { isRetryable, ShopError } from '../../../src/domain/errors'
import { dayOfferFrom, quotasOf } from '../../../src/domain/tickets/dayOffer'
import { TicketAvailabilityError, type AvailabilityProblem } from '../../../src/domain/tickets/errors'
import { ticketsFixture } from '../../msw/fixtures/tickets'
import { quotasOnDay } from '../../msw/fixtures/ticketDays'
import { offerOn, TICKET_IDS, TICKET_REFERENCE_DAY, ticket } from './offers'

const DAY = TICKET_REFERENCE_DAY
const timed = () => ticketsFixture().filter((t) => [51, 52, 53].includes(t.id))

function problemOf(answer: unknown): AvailabilityProblem | null {
  try {
    dayOfferFrom(ticketsAndQuotasSchema.parse(answer), DAY)
    return null
  } catch (error) {
    if (!(error instanceof TicketAvailabilityError)) throw error
    return error.problem
  }
}

describe('dayOfferFrom', () => {
  it("keeps the day's tickets and the quotas that cover them", () => {
    const offer = offerOn()
    expect(offer.date).toBe(DAY)
    expect(offer.tickets.map((t) => t.id)).toEqual([51, 52, 53])
    expect(offer.quotas.map((q) => q.id)).toEqual(['61'])
  })

  it('keeps combination tickets apart, leaves out their parts and tickets not bookable', () => {
    const offer = offerOn(DAY, [TICKET_IDS.day, TICKET_IDS.combi, ...TICKET_IDS.combiParts])
    expect(offer.tickets.map((t) => t.id)).toEqual([TICKET_IDS.day])
    expect(offer.combinations.map((t) => t.id)).toEqual([TICKET_IDS.combi])
    expect(offer.quotas.map((q) => q.id)).toEqual(['62'])
    // A day of combination tickets alone is a day on offer.
    expect(offerOn(DAY, [TICKET_IDS.combi]).combinations).toHaveLength(1)
    const closed = { ...timed()[0], bookable: false }
    expect(problemOf({ tickets: [closed], quotas: quotasOnDay(DAY) })).toBe('no_tickets')
  })

  it('says what is wrong with partial availability', () => {
    const quotas = quotasOnDay(DAY)
    const withoutTotals = Object.fromEntries(
      Object.entries(quotas).map(([id, q]) => [id, { ticket_ids: q.ticket_ids, capacities: q.capacities }]),
    )
    expect(problemOf({ tickets: [], quotas })).toBe('no_tickets')
    expect(problemOf({ tickets: timed(), quotas: {} })).toBe('ticket_without_quota')
    expect(problemOf({ tickets: timed(), quotas: withoutTotals })).toBe('missing_totals')
    expect(problemOf({ tickets: timed(), quotas })).toBeNull()
  })

  it('raises a shop error the element offers to try again for', () => {
    const error = new TicketAvailabilityError('missing_totals', 'quota 61')
    expect(error).toBeInstanceOf(ShopError)
    expect(error.code).toBe('ticket_availability')
    expect(isRetryable(error)).toBe(true)
    expect(error.message).toBe('The shop API sent places left without the places in all: quota 61')
  })
})

describe('quotasOf', () => {
  it("finds a ticket's quotas by the quota's ticket list or by the ticket's quota ids", () => {
    const quota = (id: string, ticketIds: number[]) => ({ id, ticketIds, capacities: {}, totals: {} })
    const adult = ticket(TICKET_IDS.adult)
    expect(quotasOf(adult, [quota('61', []), quota('70', [51]), quota('71', [52])]).map((q) => q.id)).toEqual(
      ['61', '70'],
    )
  })
})
