/**
 * The event the element was asked for does not exist: no id was given, or the shop does not know it. Trying again
 * will not help; the element says so and links to the shop's events.
 */
import { ShopError } from '../errors'

/** 'missing': the page named no event; 'not_found': the shop answered 404 for it. */
export type UnknownEventReason = 'missing' | 'not_found'

export class UnknownEventError extends ShopError {
  override readonly code = 'unknown_event'
  constructor(
    readonly reason: UnknownEventReason,
    readonly eventId: number | null = null,
  ) {
    super(
      reason === 'missing'
        ? 'No event id: set event-id or open the page with ?event=<id>'
        : `Event not found: ${eventId}`,
    )
  }
}
