/**
 * What one booking of a tour holds and costs. Participants are counted per scale price when the tour has scale prices
 * (regular, reduced …), else as one number; they lie between the time's fewest and most per booking and never above
 * the participants that can still book it. A group price is paid once, a participant price per participant, a scale
 * price per participant of it; chosen surcharges likewise. Prices without VAT get it added: the visitor is shown, and
 * pays, the price with VAT.
 */
import type { TourLanguage, TourPrice, TourPrices, TourProduct, TourTime } from './types'

/** What the visitor chose for a booking, apart from date, time and language. */
export interface TourChoice {
  /** Participants when the tour has no scale prices. */
  participants: number
  /** Participants per scale price id, when it has. */
  scale: Readonly<Record<number, number>>
  /** The surcharge ids chosen. */
  surcharges: readonly number[]
}

export const NO_CHOICE: TourChoice = { participants: 0, scale: {}, surcharges: [] }

/** The most participants a booking of `time` may take now, the fewest it must, and which limit sets the most. */
export interface ParticipantLimit {
  least: number
  max: number
  /** 'left': the participants that can still book; 'perBooking': the time's most per booking. */
  reason: 'left' | 'perBooking'
}

export function participantLimit(time: TourTime): ParticipantLimit {
  const least = Math.max(1, time.min)
  return time.bookable < time.max
    ? { least, max: Math.max(0, time.bookable), reason: 'left' }
    : { least, max: time.max, reason: 'perBooking' }
}

/** True when `time` can be chosen: its fewest participants can still book it. */
export function isOpenTime(time: TourTime): boolean {
  const { least, max } = participantLimit(time)
  return max >= least
}

/** The languages `time` is offered in: the tour's, or those the time is limited to. */
export function languagesAt(tour: TourProduct, time: TourTime | undefined): TourLanguage[] {
  const limit = time?.languageIds
  return limit ? tour.languages.filter((language) => limit.includes(language.id)) : tour.languages
}

/** The prices participants are counted by: each a stepper of its own. */
export function scalePrices(prices: TourPrices): TourPrice[] {
  return prices.prices.filter((price) => !price.optional && !price.group && price.scalePriceId !== null)
}

/** The surcharges the visitor may choose. */
export function surchargePrices(prices: TourPrices): TourPrice[] {
  return prices.prices.filter((price) => price.optional && price.surchargeId !== null)
}

/** How many take part: the sum of the scale prices' counts, or the one number. */
export function participantsOf(choice: TourChoice, prices: TourPrices | undefined): number {
  if (!prices || scalePrices(prices).length === 0) return choice.participants
  return scalePrices(prices).reduce((sum, price) => sum + (choice.scale[price.scalePriceId ?? -1] ?? 0), 0)
}

/** One price with VAT, as the visitor pays it. */
export function grossCents(price: TourPrice, taxIncluded: boolean): number {
  return taxIncluded
    ? price.priceCents
    : price.priceCents + Math.round((price.priceCents * price.vatPct) / 100)
}

/** How many times `price` counts in a booking of `participants` with `choice`. */
function countOf(price: TourPrice, participants: number, choice: TourChoice): number {
  if (price.optional && (price.surchargeId === null || !choice.surcharges.includes(price.surchargeId)))
    return 0
  if (price.group) return participants > 0 ? 1 : 0
  if (!price.optional && price.scalePriceId !== null) return choice.scale[price.scalePriceId] ?? 0
  return participants
}

/** One line of what a booking costs: a price, how often it counts, and together. */
export interface PriceLine {
  price: TourPrice
  count: number
  totalCents: number
}

/** The prices that count in the booking, each with how often and its sum. */
export function priceLines(prices: TourPrices, choice: TourChoice): PriceLine[] {
  const participants = participantsOf(choice, prices)
  return prices.prices
    .map((price) => {
      const count = countOf(price, participants, choice)
      return { price, count, totalCents: grossCents(price, prices.taxIncluded) * count }
    })
    .filter((line) => line.count > 0)
}

/** What the whole booking costs, in cents. */
export function bookingCents(prices: TourPrices, choice: TourChoice): number {
  return priceLines(prices, choice).reduce((sum, line) => sum + line.totalCents, 0)
}

/** The choice with its counts kept within `max` participants in all (the last scale prices give way first). */
export function choiceWithin(choice: TourChoice, prices: TourPrices | undefined, max: number): TourChoice {
  const scale = prices ? scalePrices(prices) : []
  if (scale.length === 0) return { ...choice, participants: Math.min(choice.participants, max) }
  let room = max
  const kept: Record<number, number> = {}
  for (const price of scale) {
    const id = price.scalePriceId ?? -1
    kept[id] = Math.min(choice.scale[id] ?? 0, room)
    room -= kept[id]
  }
  return { ...choice, scale: kept }
}
