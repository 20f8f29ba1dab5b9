/**
 * Vouchers bought into the cart: one line per voucher (`{type: "Coupon", attributes: {id, quantity}}`, the order item
 * go~mus takes), and for a voucher sent by post the article it is shipped with, one per voucher. A voucher the cart
 * holds already adds to its line. The special variant keeps them in its ticket list, whose entries name their type.
 */
import { fieldOf } from '../values/fieldOf'
import type { StorageKeys } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'
import { storedQuantity, withMergedLine } from './lineMerge'
import { updateStoredCart } from './write'

/** The order item type of a voucher. */
export const VOUCHER_LINE_TYPE = 'Coupon'

/** A line as the default cart stores it. */
export interface BoughtLine {
  type: string
  attributes: { id: number; quantity: number }
  name: string
  price_cents: number
}

/** What is bought: the voucher (its price) and the article it is shipped with, if any. */
export interface VoucherPurchase {
  voucher: { id: number; title: string; priceCents: number }
  quantity: number
  article: { id: number; title: string; priceCents: number } | null
}

/** The lines a purchase puts into the cart. */
export function voucherLines({ voucher, quantity, article }: VoucherPurchase): BoughtLine[] {
  const line = (type: string, id: number, name: string, cents: number): BoughtLine => ({
    type,
    attributes: { id, quantity },
    name,
    price_cents: cents,
  })
  return [
    line(VOUCHER_LINE_TYPE, voucher.id, voucher.title, voucher.priceCents),
    ...(article ? [line('Merchandise', article.id, article.title, article.priceCents)] : []),
  ]
}

function withLine(items: readonly unknown[], line: BoughtLine): unknown[] {
  const isSame = (item: unknown) =>
    fieldOf(item, 'type') === line.type &&
    storedQuantity(fieldOf(item, 'attributes', 'id')) === line.attributes.id &&
    fieldOf(item, 'price_cents') === line.price_cents
  return withMergedLine(items, line, isSame, (found) => {
    const stock = storedQuantity(fieldOf(found, 'attributes', 'quantity'))
    if (stock === null) return null
    const attributes = fieldOf(found, 'attributes') as object
    return { ...found, attributes: { ...attributes, quantity: stock + line.attributes.quantity } }
  })
}

function withSpecialLine(entries: readonly unknown[], line: BoughtLine): unknown[] {
  const entry = {
    id: line.attributes.id,
    ticketTitle: line.name,
    priceInCents: line.price_cents,
    count: line.attributes.quantity,
    type: line.type,
  }
  const isSame = (item: unknown) =>
    fieldOf(item, 'type') === line.type &&
    storedQuantity(fieldOf(item, 'id')) === line.attributes.id &&
    fieldOf(item, 'priceInCents') === line.price_cents
  return withMergedLine(entries, entry, isSame, (found) => {
    const stock = storedQuantity(fieldOf(found, 'count'))
    return stock === null ? null : { ...found, count: stock + entry.count }
  })
}

/**
 * Puts a purchase into the cart of `variant` under `keys`.
 * @throws StorageError when storage is full or unavailable.
 */
export function addVoucherLines(variant: Variant, keys: StorageKeys, purchase: VoucherPurchase): void {
  const lines = voucherLines(purchase)
  updateStoredCart(variant, keys, {
    items: (items) => lines.reduce(withLine, [...items]),
    specialTickets: (entries) => lines.reduce(withSpecialLine, [...entries]),
  })
}
