/**
 * What can be wrong with the availability the server sent. The element says so in a sentence and offers to ask again:
 * such answers are usually a passing state of the server's data.
 */
import { ShopError, type FailureKind } from '../errors'

/**
 * Why availability could not be used: no tickets at all, a quota without its totals (sold out and not offered could
 * not be told apart), a ticket no quota covers, or an answer of another shape.
 */
export type AvailabilityProblem = 'no_tickets' | 'missing_totals' | 'ticket_without_quota' | 'malformed'

const PROBLEM_MESSAGES: Record<AvailabilityProblem, string> = {
  no_tickets: 'The shop API named no tickets',
  missing_totals: 'The shop API sent places left without the places in all',
  ticket_without_quota: 'The shop API sent a ticket without its quota',
  malformed: 'The shop API sent availability of an unknown shape',
}

/** Availability of tickets arrived incomplete or unusable. */
export class TicketAvailabilityError extends ShopError {
  override readonly code = 'ticket_availability'
  // Worth asking again: the element offers "try again" for it.
  override readonly failure: FailureKind = 'unavailable'
  constructor(
    readonly problem: AvailabilityProblem,
    readonly details = '',
  ) {
    super(details ? `${PROBLEM_MESSAGES[problem]}: ${details}` : PROBLEM_MESSAGES[problem])
  }
}

/**
 * The server would not make, renew or change a hold (`status` 401, 403, 404 or 422): holds are off on its side or
 * this request was refused. Not the visitor's concern: the cart works without the hold.
 */
export class HoldRefusedError extends ShopError {
  override readonly code = 'hold_refused'
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`The shop API refused to ${what} (${status})`)
  }
}

/** The server no longer has the hold: it ended or was released. Its places are free again, not lost. */
export class HoldGoneError extends ShopError {
  override readonly code = 'hold_gone'
}

/**
 * Places whose hold ended were taken by others meanwhile, so the order would be refused. The message is the
 * visitor's sentence naming the lines.
 */
export class PlacesGoneError extends ShopError {
  override readonly code = 'places_gone'
  constructor(
    message: string,
    readonly lines: readonly string[],
  ) {
    super(message)
  }
}
