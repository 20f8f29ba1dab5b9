/**
 * Public guided tours as the tour element works with them, whatever shape the server sent (the API schemas turn its
 * answers into these). A tour is booked for one start time, in one language, for a number of participants; what it
 * costs comes from the server per date, time, participants and language. Amounts are integer cents.
 */
import type { WallClock } from '../tickets/wallClock'

/** A language a tour can be held in (GET /tours/languages, a tour's `languages`). */
export interface TourLanguage {
  id: number
  name: string
}

/** A tour (GET /tours/{id}). */
export interface TourProduct {
  id: number
  title: string
  /** The languages the tour is offered in, as its limitations allow them. */
  languages: TourLanguage[]
}

/** One start time of a day (GET /tours/{id}/start_times/{date}). */
export interface TourTime {
  /** As the server wrote it (ISO with offset): what the order item sends back. */
  startTime: string
  /** The start on the museum's clock. */
  start: WallClock
  /** The fewest participants one booking of this time holds (at least 1). */
  min: number
  /** The most participants one booking of this time holds. */
  max: number
  /** Participants that can still book this time. */
  bookable: number
  /** Language ids this time is limited to; null when the tour's languages all stand. */
  languageIds: number[] | null
}

/** One price of a tour (GET /tours/{id}/prices). */
export interface TourPrice {
  title: string
  description: string
  /** Once per booking (true) or per participant (false). */
  group: boolean
  /** An extra the visitor may choose (a surcharge), not part of every booking. */
  optional: boolean
  priceCents: number
  vatPct: number
  /** A scale price (regular, reduced …): participants are counted per scale price. */
  scalePriceId: number | null
  /** A surcharge the order names by this id. */
  surchargeId: number | null
}

/** What GET /tours/{id}/prices answers for one date, time, participants and language. */
export interface TourPrices {
  prices: TourPrice[]
  /** False: the prices are without VAT, which is added to what the visitor pays. */
  taxIncluded: boolean
}
