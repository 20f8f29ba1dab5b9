/**
 * Event date lines as the cart counts them, apart from the code that writes them: the cart element counts a date's
 * places without loading the event dates element's code.
 */
import type { CartSummaryItem } from './storedCart'

/** The cart line and order item type of event dates. */
export const EVENT_LINE_TYPE = 'Event'

/** How many places of date `dateId` the cart holds (a line booked at several prices holds its participants). */
export function placesInCart(items: readonly CartSummaryItem[], dateId: number): number {
  return items
    .filter((item) => item.type === EVENT_LINE_TYPE && item.attributes.id === dateId)
    .reduce((sum, item) => sum + (item.participantCount ?? item.quantity), 0)
}
