/**
 * The fake API's knob for the event dates: seats that change between two calls (a date that fills up while the
 * visitor chooses). Slow and failing event calls use the general knobs (`slowMs` and `failures` for `event`, which
 * cover GET /events/{id} and its dates). Part of the knobs of `knobs.ts`, which applies them.
 */

/** Seats left that GET /events/{id}/dates answers for one date instead of the made ones. */
export interface SeatsChange {
  dateId: number
  available: number
}

export interface EventKnobs {
  /** Applied to every later dates answer; push one between two calls to change a date. */
  seatsChanges: SeatsChange[]
}

export function eventDefaults(): EventKnobs {
  return { seatsChanges: [] }
}

/** `seats=105:1,102:0` (date id : seats left) onto `knobs`; entries it cannot read are skipped with a warning. */
export function applyEventQuery(params: URLSearchParams, knobs: EventKnobs): void {
  for (const entry of (params.get('seats') ?? '').split(',').filter(Boolean)) {
    const match = /^(\d+):(\d+)$/.exec(entry)
    if (match) knobs.seatsChanges.push({ dateId: Number(match[1]), available: Number(match[2]) })
    else console.warn(`[fake api] ignored seats=${entry}: expected <date id>:<seats left>`)
  }
}

/** A date of the fixtures as far as the seats changes touch it. */
interface DateWithSeats {
  id: number
  seats: { max: number; booked: number; available: number }
}

/** `dates` with the latest of `changes` for each applied: seats left as said, the rest booked. */
export function withSeatsChanges<D extends DateWithSeats>(dates: D[], changes: readonly SeatsChange[]): D[] {
  return dates.map((date) => {
    const change = changes.findLast((candidate) => candidate.dateId === date.id)
    if (!change) return date
    const available = Math.min(change.available, date.seats.max)
    return { ...date, seats: { ...date.seats, available, booked: date.seats.max - available } }
  })
}
