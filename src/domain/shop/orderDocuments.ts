/**
 * The addresses of an order's documents. The shop serves them for a valid order with its token, without a sign-in,
 * so each is the documented path under the API's address with `?token=…`.
 */
import type { Order, OrderBarcode, OrderLine } from './order'

/** What a document is, for its link's words. */
export type DocumentKind = 'ticket' | 'wallet' | 'event' | 'tour' | 'coupon' | 'invoice'

export interface OrderDocument {
  kind: DocumentKind
  href: string
  /** The file name the browser is offered to save it as. */
  fileName: string
}

function address(apiUrl: string, order: Order, path: string): string {
  const base = apiUrl.replace(/\/+$/, '')
  const query = new URLSearchParams({ token: order.token })
  return `${base}/api/v4/orders/${order.id}/${path}?${query}`
}

const document = (kind: DocumentKind, href: string, fileName: string): OrderDocument => ({
  kind,
  href,
  fileName,
})

/** The PDF of a line: a ticket sale, an event or tour booking, a voucher; null for a line without one. */
export function lineDocument(apiUrl: string, order: Order, line: OrderLine): OrderDocument | null {
  const id = line.saleId
  switch (line.kind) {
    case 'Ticket':
      return document('ticket', address(apiUrl, order, `tickets/${id}.pdf`), `ticket-${id}.pdf`)
    case 'Event':
      return document('event', address(apiUrl, order, `events/${id}.pdf`), `event-${id}.pdf`)
    case 'Tour':
      return document('tour', address(apiUrl, order, `tours/${id}.pdf`), `tour-${id}.pdf`)
    case 'Coupon':
      return document('coupon', address(apiUrl, order, `coupons/${id}.pdf`), `voucher-${id}.pdf`)
    default:
      return null
  }
}

/** The Apple Wallet pass of one barcode of a ticket sale: the order's own address when it names one. */
export function walletDocument(
  apiUrl: string,
  order: Order,
  line: OrderLine,
  barcode: OrderBarcode,
): OrderDocument {
  const path = `tickets/${line.saleId}/passbooks/${encodeURIComponent(barcode.barcode)}.pkpass`
  const href = barcode.passbookUrl ?? address(apiUrl, order, path)
  return document('wallet', href, `ticket-${barcode.id}.pkpass`)
}

/** The invoice, when the order has one. */
export function invoiceDocument(apiUrl: string, order: Order): OrderDocument | null {
  return order.invoice
    ? document('invoice', address(apiUrl, order, 'invoice.pdf'), `invoice-${order.id}.pdf`)
    : null
}
