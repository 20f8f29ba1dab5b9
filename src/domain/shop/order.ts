/**
 * A placed order as the confirmation shows it: its number, token, whether the payment is confirmed, its lines, its
 * donations and its total. Read from `GET /orders/{token}`; the schema in the API layer turns the answer into this.
 */

/** The kinds of line the confirmation knows; anything else is shown by its title alone. */
export type OrderLineKind = 'Ticket' | 'Event' | 'Tour' | 'Coupon' | 'Merchandise' | 'Other'

export interface OrderBarcode {
  id: number
  barcode: string
  /** The Apple Wallet pass's address when the order offers one. */
  passbookUrl: string | null
}

export interface OrderLine {
  /** The order item's own id. */
  itemId: number
  kind: OrderLineKind
  /** The type as the server wrote it, for events sent to the host page. */
  type: string
  /** The ticket sale's, booking's or coupon sale's id: the id in its document's address. */
  saleId: number
  /** The ticket's, event date's or tour's id (what was bought), for the host page's events. */
  productId: number
  title: string
  quantity: number
  /** What one costs, as in the cart. */
  priceCents: number
  /** ISO start with the museum's offset; null when the line has no date (annual tickets, vouchers, goods). */
  startTime: string | null
  annual: boolean
  barcodes: OrderBarcode[]
  /** Text the museum shows after the sale (may hold addresses); never markup. */
  afterSaleInformation: string | null
  icalUrl: string | null
}

export interface OrderDonation {
  campaignId: number
  cents: number
}

export interface Order {
  id: number
  token: string
  /** False while the payment provider has not confirmed the payment to the shop. */
  isValid: boolean
  totalCents: number
  invoice: boolean
  email: string | null
  icalUrl: string | null
  lines: OrderLine[]
  donations: OrderDonation[]
}

/**
 * Lines the buyer may withdraw from: annual tickets, vouchers and goods. Tickets, events and tours on a fixed date
 * are leisure services on a specific date, which carry no right of withdrawal.
 */
export const isWithdrawable = (line: OrderLine): boolean =>
  line.annual || line.kind === 'Coupon' || line.kind === 'Merchandise'

/** A dated line: one the buyer may want in a calendar. */
export const isDated = (line: OrderLine): line is OrderLine & { startTime: string } =>
  line.startTime !== null && !line.annual

/** What `shop-order-completed` tells the host page: the order, its total and what was bought; nothing personal. */
export interface CompletedOrder {
  orderId: number
  totalCents: number
  currency: string
  items: { type: string; id: number; title: string; priceCents: number; quantity: number }[]
  donations: { campaignId: number; cents: number }[]
}

/** The host page's summary of `order` in `currency`. */
export function completedOrder(order: Order, currency: string): CompletedOrder {
  return {
    orderId: order.id,
    totalCents: order.totalCents,
    currency,
    items: order.lines.map((line) => ({
      type: line.type,
      id: line.productId,
      title: line.title,
      priceCents: line.priceCents,
      quantity: line.quantity,
    })),
    donations: order.donations.map(({ campaignId, cents }) => ({ campaignId, cents })),
  }
}
