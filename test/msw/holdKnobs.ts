/**
 * The fake API's knobs for holds (POST/PUT/DELETE /tickets/reservations): a server that refuses them, and how long a
 * hold lasts and may be renewed, shortened for tests and the demo. Part of the knobs of `knobs.ts`, which applies
 * them. Slow and failing hold calls use the general knobs (`slowMs`, `failures` for `reservations`).
 */

/** The statuses with which a server refuses holds. */
export const HOLD_REFUSALS = [401, 403, 404, 422] as const
export type HoldRefusal = (typeof HOLD_REFUSALS)[number]

/** Places another visitor holds at the same moment: made just before the next new hold of the page is judged. */
export interface RivalHold {
  ticketId: number
  /** The start time as the server writes it, "2026-05-30T11:00:00+02:00". */
  startAt: string
  quantity: number
}

export interface HoldKnobs {
  /** Every hold call answers this status (a server without holds); null: holds work. */
  refuseHolds: HoldRefusal | null
  /** How long a hold lasts from its making or renewal, in seconds (the documented 5 minutes). */
  holdSeconds: number
  /** How long after its making a hold ends at the latest, renewals included, in seconds (the documented hour). */
  holdLimitSeconds: number
  /**
   * Two visitors, the last places, the same moment: both saw room, the other one's hold arrives first. Taken (and
   * emptied) by the next POST; push one between the page's last look at the places and its hold.
   */
  rivalHolds: RivalHold[]
}

export function holdDefaults(): HoldKnobs {
  return { refuseHolds: null, holdSeconds: 300, holdLimitSeconds: 3600, rivalHolds: [] }
}

function isRefusal(value: number): value is HoldRefusal {
  return (HOLD_REFUSALS as readonly number[]).includes(value)
}

/** A whole number of seconds above 0 from the query, or null (with a console warning when it is not one). */
function seconds(params: URLSearchParams, name: string): number | null {
  const text = params.get(name)
  if (text === null) return null
  if (/^\d+$/.test(text) && Number(text) > 0) return Number(text)
  console.warn(`[fake api] ignored ${name}=${text}: expected whole seconds above 0`)
  return null
}

/** `refuseHolds=403`, `holdSeconds=20`, `holdLimitSeconds=60`, onto `knobs`; what it does not know is warned about. */
export function applyHoldQuery(params: URLSearchParams, knobs: HoldKnobs): void {
  const refusal = params.get('refuseHolds')
  const status = Number(refusal)
  if (refusal !== null && isRefusal(status)) knobs.refuseHolds = status
  else if (refusal !== null)
    console.warn(`[fake api] ignored refuseHolds=${refusal}: expected one of ${HOLD_REFUSALS.join(', ')}`)
  knobs.holdSeconds = seconds(params, 'holdSeconds') ?? knobs.holdSeconds
  knobs.holdLimitSeconds = seconds(params, 'holdLimitSeconds') ?? knobs.holdLimitSeconds
}
