/**
 * The fake API's knobs for the ticket endpoints: which day the ticket data is made from, availability that arrives
 * incomplete, and places that change between two calls (a slot that fills up while the visitor chooses). Slow and
 * failing ticket calls use the general knobs (`slowMs`, `failures` for tickets, ticketsCalendar, ticketsListAndQuotas).
 * Part of the knobs of `knobs.ts`, which applies them.
 */
import { museumToday, parseWallClock, type DayKey } from '../../src/domain/tickets/wallClock'

/**
 * How list_and_quotas spoils its answer: quotas without `total_capacities`, a ticket whose quota is missing, no
 * tickets and no quotas at all, or (harmless) unknown fields everywhere.
 */
export type AvailabilityFault =
  'missingTotals' | 'ticketWithoutQuota' | 'emptyList' | 'unknownFields' | 'duplicated'

export const AVAILABILITY_FAULTS: readonly AvailabilityFault[] = [
  'missingTotals',
  'ticketWithoutQuota',
  'emptyList',
  'unknownFields',
  'duplicated',
]

/** Places left that list_and_quotas answers instead of the made ones, for one quota at one time of one day. */
/** A Saturday in summer time: "Sa, 30. Mai", the day the fake ticket data are made around. */
export const TICKET_REFERENCE_DAY = '2026-05-30'

export interface PlacesChange {
  quotaId: string
  day: DayKey
  /** 'HH:MM' on the museum's clock. */
  time: string
  left: number
}

export interface TicketKnobs {
  /** The day the ticket data is made from (its next day is fully booked). */
  ticketReferenceDay: DayKey
  availabilityFault: AvailabilityFault | null
  /** Applied to every later list_and_quotas answer; push one between two calls to change a slot. */
  placesChanges: PlacesChange[]
  /** Ticket id → its price now in cents, in every later ticket answer: the museum changed a price. */
  ticketPrices: Record<number, number>
}

export function ticketDefaults(): TicketKnobs {
  return {
    ticketReferenceDay: TICKET_REFERENCE_DAY,
    availabilityFault: null,
    placesChanges: [],
    ticketPrices: {},
  }
}

function isFault(value: string): value is AvailabilityFault {
  return (AVAILABILITY_FAULTS as readonly string[]).includes(value)
}

/** `61@2026-05-30T11:30=2` → the change, or null. */
function placesChangeOf(text: string): PlacesChange | null {
  const match = /^(\d+)@(\d{4}-\d\d-\d\dT\d\d:\d\d)=(\d+)$/.exec(text)
  const wall = match && parseWallClock(match[2] ?? '')
  return match && wall
    ? { quotaId: match[1] ?? '', day: wall.date, time: wall.time, left: Number(match[3]) }
    : null
}

/**
 * `ticketDay=2026-05-30` (or `today`: the museum's today), `availability=missingTotals`,
 * `places=61@2026-05-30T11:30=2,…` and `ticketPrice=51:1400,…`, onto `knobs`. Values it does not know are skipped with a console warning.
 */
export function applyTicketQuery(params: URLSearchParams, knobs: TicketKnobs): void {
  const day = params.get('ticketDay')
  if (day === 'today') knobs.ticketReferenceDay = museumToday()
  else if (day !== null && parseWallClock(`${day}T00:00`)) knobs.ticketReferenceDay = day
  else if (day !== null) console.warn(`[fake api] ignored ticketDay=${day}: expected YYYY-MM-DD or today`)
  const fault = params.get('availability')
  if (fault !== null && isFault(fault)) knobs.availabilityFault = fault
  else if (fault !== null)
    console.warn(
      `[fake api] ignored availability=${fault}: expected one of ${AVAILABILITY_FAULTS.join(', ')}`,
    )
  for (const entry of (params.get('places') ?? '').split(',').filter(Boolean)) {
    const change = placesChangeOf(entry)
    if (change) knobs.placesChanges.push(change)
    else console.warn(`[fake api] ignored places=${entry}: expected <quota>@<YYYY-MM-DDTHH:MM>=<places left>`)
  }
  for (const entry of (params.get('ticketPrice') ?? '').split(',').filter(Boolean)) {
    const match = /^(\d+):(\d+)$/.exec(entry)
    if (match) knobs.ticketPrices[Number(match[1])] = Number(match[2])
    else console.warn(`[fake api] ignored ticketPrice=${entry}: expected <ticket id>:<cents>`)
  }
}
