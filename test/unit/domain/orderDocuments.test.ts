/** The documents' addresses: the documented path under the API's address, with the order's token. */
import { describe, expect, it } from 'vitest'
import type { Order, OrderLine } from '../../../src/domain/shop/order'
import { invoiceDocument, lineDocument, walletDocument } from '../../../src/domain/shop/orderDocuments'

const line = (kind: OrderLine['kind'], saleId: number): OrderLine => ({
  itemId: 1,
  kind,
  type: kind,
  saleId,
  productId: 2,
  title: 'x',
  quantity: 1,
  priceCents: 100,
  startTime: null,
  annual: false,
  barcodes: [],
  afterSaleInformation: null,
  icalUrl: null,
})

const ORDER: Order = {
  id: 8801,
  token: 'a b&c',
  isValid: true,
  totalCents: 100,
  invoice: true,
  email: null,
  icalUrl: null,
  lines: [],
  donations: [],
}
const API = 'https://museum.gomus.de/'

describe('order documents', () => {
  it('names each line kind its own path, the token encoded', () => {
    expect(lineDocument(API, ORDER, line('Ticket', 42))?.href).toBe(
      'https://museum.gomus.de/api/v4/orders/8801/tickets/42.pdf?token=a+b%26c',
    )
    expect(lineDocument(API, ORDER, line('Event', 6))?.href).toContain('/orders/8801/events/6.pdf?token=')
    expect(lineDocument(API, ORDER, line('Tour', 7))?.href).toContain('/orders/8801/tours/7.pdf?token=')
    expect(lineDocument(API, ORDER, line('Merchandise', 8))).toBeNull()
  })

  it("takes a barcode's own pass address, else the documented one", () => {
    const ticket = line('Ticket', 42)
    expect(walletDocument(API, ORDER, ticket, { id: 1, barcode: '40-5', passbookUrl: null }).href).toBe(
      'https://museum.gomus.de/api/v4/orders/8801/tickets/42/passbooks/40-5.pkpass?token=a+b%26c',
    )
    expect(
      walletDocument(API, ORDER, ticket, { id: 1, barcode: '40', passbookUrl: 'https://p/x.pkpass' }).href,
    ).toBe('https://p/x.pkpass')
  })

  it('offers the invoice only when the order has one', () => {
    expect(invoiceDocument(API, ORDER)?.fileName).toBe('invoice-8801.pdf')
    expect(invoiceDocument(API, { ...ORDER, invoice: false })).toBeNull()
  })
})
