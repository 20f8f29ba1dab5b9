/**
 * The hold calls: POST /tickets/reservations makes a hold, PUT …/{token} renews it (and changes its quantity),
 * DELETE …/{token} releases it. A server that does not hold places says so with 401, 403, 404 or 422: that is a
 * HoldRefusedError, never an alarm for the visitor; a hold the server no longer has is a HoldGoneError.
 */
import type { ApiClient } from '../api/clientTypes'
import { HttpError } from '../api/errors'
import { reservationSchema } from '../api/schemas/reservations'
import { HoldGoneError, HoldRefusedError } from '../domain/tickets/errors'
import type { Reservation } from '../domain/holds/records'

const RESERVATIONS = '/tickets/reservations'

/** The statuses with which a server refuses holds (or this one request for a hold). */
export const REFUSING_STATUSES: readonly number[] = [401, 403, 404, 422]

/** What to hold: `quantity` places of a ticket at its start time, as the server wrote it. */
export interface HoldRequest {
  ticketId: number
  quantity: number
  startAt: string
}

const tokenPath = (token: string) => `${RESERVATIONS}/${encodeURIComponent(token)}`

/** A refusal as its typed error; for a hold that exists (`known`), 404 and 410 say it has gone. */
function asHoldError(error: unknown, what: string, known: boolean): unknown {
  if (!(error instanceof HttpError)) return error
  if (known && (error.status === 404 || error.status === 410))
    return new HoldGoneError(`The shop API no longer has the hold to ${what}`, { cause: error })
  return REFUSING_STATUSES.includes(error.status) ? new HoldRefusedError(error.status, what) : error
}

/** POST /tickets/reservations. Rejects with HoldRefusedError, or the API's errors. */
export function postReservation(client: ApiClient, request: HoldRequest): Promise<Reservation> {
  const body = {
    reservation: { ticket_id: request.ticketId, quantity: request.quantity, start_at: request.startAt },
  }
  return client.get(RESERVATIONS, reservationSchema, { method: 'POST', body }).catch((error: unknown) => {
    throw asHoldError(error, 'hold places', false)
  })
}

/**
 * PUT /tickets/reservations/{token} with the quantity: renews the hold (up to the server's maximum) and changes its
 * quantity. Rejects with HoldGoneError, HoldRefusedError (422: not changed), or the API's errors.
 */
export function putReservation(client: ApiClient, token: string, quantity: number): Promise<Reservation> {
  const body = { reservation: { quantity } }
  return client.get(tokenPath(token), reservationSchema, { method: 'PUT', body }).catch((error: unknown) => {
    throw asHoldError(error, 'renew a hold', true)
  })
}

/** DELETE /tickets/reservations/{token}. A hold the server no longer has counts as released. */
export async function deleteReservation(client: ApiClient, token: string): Promise<void> {
  try {
    await client.request(tokenPath(token), { method: 'DELETE' })
  } catch (error) {
    const typed = asHoldError(error, 'release a hold', true)
    if (!(typed instanceof HoldGoneError)) throw typed
  }
}
