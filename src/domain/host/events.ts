import type { DiagnosticsReport } from '../diagnostics/report'
import type { CompletedOrder } from '../shop/order'

/** A line of the cart the checkout shows: what analytics calls an item. Donations are lines of type 'Donation'. */
export interface CheckoutLine {
  /** `<type in lower case>-<id>`, e.g. 'event-101' or 'donation-1' (the campaign's id). */
  id: string
  name: string
  /** The cart item's type ('Ticket', 'Event', 'Merchandise', 'Donation', …). */
  type: string
  priceCents: number
  quantity: number
}

/**
 * DOM events the elements send to the host page (analytics, CMS). All bubble and are composed, so a listener on
 * `document` hears them from elements inside shadow roots too. Names and `detail` types are public API.
 */
export interface ShopEventMap {
  /** The shop data an element needs has arrived. */
  'shop-data-loaded': { element: string; resource: string }
  /** The buyer chose a payment method. */
  'shop-payment-method-chosen': { method: string }
  /** An order was created on the server; the provider's approval comes next. */
  'shop-order-created': { orderToken: string; providerOrderId: string; totalCents: number; currency: string }
  /** The payment was captured; the page is about to go to the success address. */
  'shop-payment-succeeded': { orderToken: string; method: string; redirectUrl: string }
  /**
   * The payment failed; the page is about to go to the failure address (or the element shows the message).
   * `orderToken` is set when a capture's outcome could not be learned: the money may have been taken, so the host
   * should follow that order up.
   */
  'shop-payment-failed': {
    method: string
    message: string
    stage: 'sdk' | 'create' | 'approve' | 'capture'
    orderToken?: string
  }
  /** The checkout shows a cart that is not empty: the lines about to be paid for and their total. */
  'shop-checkout-shown': { lines: CheckoutLine[]; totalCents: number; currency: string }
  /** A donation was added to the cart. */
  'shop-donation-added': { campaignId: number; valueCents: number }
  /**
   * Tickets were added to the cart: per ticket its id and quantity, and the start time (ISO, museum's offset; of a
   * combination ticket its earliest part's; null for annual tickets). Never names.
   */
  'shop-tickets-added': { tickets: { ticketId: number; quantity: number }[]; time: string | null }
  /** Places of an event date were added to the cart: the event, its date, how many, and the start (ISO, museum's offset). */
  'shop-event-date-added': { eventId: number; dateId: number; quantity: number; time: string }
  /** A tour was added to the cart: the tour, its start (ISO, museum's offset), the participants and the price in cents. */
  'shop-tour-added': { tourId: number; time: string; participants: number; totalCents: number }
  /**
   * The order's confirmation was shown for the first time in this browser (never again on a reload or in another
   * tab): its number, total, lines and donations, nothing personal. Analytics' purchase is sent from it.
   */
  'shop-order-completed': CompletedOrder
  /** An annual ticket's holders were sent and accepted: the sale and how many people it is for (no names). */
  'shop-personalized': { ticketSaleId: number; holders: number }
  /**
   * The visitor changed a line of the cart: its item type ('Ticket', 'Event', …, 'Donation'), its id (a donation's
   * campaign id), its name as shown, what one costs in cents, and its quantity before and now (0: removed).
   */
  'shop-cart-changed': {
    type: string
    id: number
    name: string
    priceCents: number
    previousQuantity: number
    quantity: number
  }
  /** Something went wrong in an element; it shows `message` in its place. Never carries tokens or personal data. */
  'shop-error': { element: string; code: string; message: string }
  /** The self-diagnosis of `<shop-init debug>` (or `?shop-debug` in the page address): every check's result. */
  'shop-diagnostics': DiagnosticsReport
}

export type ShopEventName = keyof ShopEventMap

/** Sends a typed event to the host page: an element's `emit` (components get it from `useEmit()`). */
export type Emit = <N extends ShopEventName>(name: N, detail: ShopEventMap[N]) => void

/** Every event name, at run time (the manifest test compares custom-elements.json against it). */
export const SHOP_EVENT_NAMES = [
  'shop-data-loaded',
  'shop-payment-method-chosen',
  'shop-order-created',
  'shop-payment-succeeded',
  'shop-order-completed',
  'shop-payment-failed',
  'shop-checkout-shown',
  'shop-donation-added',
  'shop-tickets-added',
  'shop-event-date-added',
  'shop-tour-added',
  'shop-personalized',
  'shop-cart-changed',
  'shop-error',
  'shop-diagnostics',
] as const satisfies readonly ShopEventName[]

// Compile-time check that the list above names every event of the map.
type MissingEventName = Exclude<ShopEventName, (typeof SHOP_EVENT_NAMES)[number]>
const everyEventListed: MissingEventName extends never ? true : never = true
void everyEventListed

/** Dispatches a typed shop event from `target`. A throwing host listener cannot break the element. */
export function dispatchShopEvent<N extends ShopEventName>(
  target: EventTarget | null,
  name: N,
  detail: ShopEventMap[N],
): void {
  if (!target) return
  try {
    target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
  } catch (error) {
    console.error(`[museum-shop] a listener of ${name} failed`, error)
  }
}

/** Each shop event as the DOM sees it: a CustomEvent with its typed detail. */
export type ShopDomEvents = { [N in ShopEventName]: CustomEvent<ShopEventMap[N]> }

// Typed listeners on elements, the document and the window: `document.addEventListener('shop-error', e => e.detail)`.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends ShopDomEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends ShopDomEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends ShopDomEvents {}
}
