/**
 * "In den Warenkorb" for a tour: the day's times and the price are asked again past the cache, the booking is held
 * against them, then the line is stored in the cart, announced to the host page and, when the page asks for it,
 * followed to the cart. Nothing here throws; every outcome is a value the element shows.
 */
import { warnIfCartElsewhere } from '../../src/domain/diagnostics/cartOrigin'
import type { ShopConfig } from '../../src/domain/shop/config'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { Emit } from '../../src/domain/host/events'
import { pageNavigation } from '../../src/domain/browser/navigation'
import { cartAddress } from '../../src/domain/shop/shopPages'
import { isBefore, museumNow } from '../../src/domain/tickets/wallClock'
import { bookingCents, participantsOf, type TourChoice } from '../../src/domain/tours/booking'
import { recheckTour, type TourRecheck } from '../../src/domain/tours/recheck'
import { addTourLine, tourCartLine } from '../../src/domain/tours/tourCart'
import type { TourLanguage, TourPrices, TourProduct, TourTime } from '../../src/domain/tours/types'
import { fetchQuery, type Query } from '../../src/store/query'

export type AddTourOutcome =
  | { kind: 'added'; participants: number; time: TourTime; title: string }
  | { kind: 'changed'; recheck: Extract<TourRecheck, { status: 'changed' }> }
  | { kind: 'failed'; error: ShopError }
  | { kind: 'storageFailed' }

export interface AddTourRequest {
  config: ShopConfig
  tour: TourProduct
  time: TourTime
  language: TourLanguage
  choice: TourChoice
  /** What the visitor was shown. */
  shownCents: number
  /** The day's times and the booking's price: both asked `fresh`, which also updates what the element shows. */
  timesQuery: Query<TourTime[]>
  pricesQuery: Query<TourPrices>
  locale: string
  emit: Emit
  goToCart: boolean
}

export async function addTourToCart(request: AddTourRequest): Promise<AddTourOutcome> {
  const { config, tour, time, choice } = request
  let times: TourTime[]
  let prices: TourPrices
  try {
    ;[times, prices] = await Promise.all([
      fetchQuery(request.timesQuery, 'fresh'),
      fetchQuery(request.pricesQuery, 'fresh'),
    ])
  } catch (error) {
    return { kind: 'failed', error: toShopError(error) }
  }
  const now = museumNow()
  const upcoming = times.filter((candidate) => isBefore(now, candidate.start))
  const participants = participantsOf(choice, prices)
  const freshCents = bookingCents(prices, choice)
  const recheck = recheckTour(upcoming, time.startTime, participants, request.shownCents, freshCents)
  if (recheck.status === 'changed') return { kind: 'changed', recheck }
  const booking = {
    tour,
    time: recheck.time,
    language: request.language,
    prices,
    choice,
    totalCents: freshCents,
  }
  try {
    addTourLine(config.variant, config.storageKeys, tourCartLine(booking, request.locale))
  } catch (error) {
    console.warn('[museum-shop] <shop-tours> could not store the tour', error)
    return { kind: 'storageFailed' }
  }
  warnIfCartElsewhere(config, 'a tour')
  request.emit('shop-tour-added', {
    tourId: tour.id,
    time: recheck.time.startTime,
    participants,
    totalCents: freshCents,
  })
  if (request.goToCart) {
    try {
      pageNavigation.assign(cartAddress(config))
    } catch (error) {
      // A sandboxed frame may forbid navigation: the confirmation with its cart link stays instead.
      console.error('[museum-shop] <shop-tours> could not open the cart', error)
    }
  }
  return { kind: 'added', participants, time: recheck.time, title: tour.title }
}
