/**
 * A date with several prices of a place (adults, reduced …): the visitor counts places per price. Their sum is the
 * booking's places, held against the same seats left and limit per booking as a date with one price; what the
 * booking costs is each count times its price.
 */
import type { EventDate, EventScalePrice } from './types'

/** Places per scale price id. */
export type ScaleCounts = Readonly<Record<number, number>>

/** The date's several prices, or none when it has one price. */
export function scalePricesOf(date: EventDate): readonly EventScalePrice[] {
  return date.scalePrices && date.scalePrices.length > 1 ? date.scalePrices : []
}

/** The places of all prices together. */
export function scalePlaces(counts: ScaleCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0)
}

/** What the places cost together, in cents. */
export function scaleCents(prices: readonly EventScalePrice[], counts: ScaleCounts): number {
  return prices.reduce((sum, price) => sum + price.priceCents * (counts[price.id] ?? 0), 0)
}

/** The counts as the order item names them, `{"<scale price id>": n}`, prices without places left out. */
export function orderQuantities(counts: ScaleCounts): Record<string, number> {
  const quantities: Record<string, number> = {}
  for (const [id, count] of Object.entries(counts)) if (count > 0) quantities[id] = count
  return quantities
}
