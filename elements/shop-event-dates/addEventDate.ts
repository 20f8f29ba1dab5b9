/**
 * "In den Warenkorb", apart from React: the event's seats are asked again past the cache, the chosen quantity is held
 * against them, and only a quantity that still fits is written to the cart, announced to the host page and, when the
 * page asks for it, followed to the cart. Nothing here throws; every outcome is a value the element shows.
 */
import { warnIfCartElsewhere } from '../../src/domain/diagnostics/cartOrigin'
import type { ShopConfig } from '../../src/domain/shop/config'
import { upcomingDates, withEventPrice } from '../../src/domain/eventDates/dateList'
import { addEventLine, eventCartLine } from '../../src/domain/cart/eventCart'
import { addEventScaleLine, eventScaleLine } from '../../src/domain/cart/eventScaleCart'
import type { ScaleCounts } from '../../src/domain/eventDates/scalePrices'
import { recheckDate, type DateRecheck } from '../../src/domain/eventDates/recheck'
import type { EventDate, EventProduct } from '../../src/domain/eventDates/types'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { Emit } from '../../src/domain/host/events'
import { pageNavigation } from '../../src/domain/browser/navigation'
import { museumNow } from '../../src/domain/tickets/wallClock'
import { cartAddress } from '../../src/domain/shop/shopPages'
import { fetchQuery, type Query } from '../../src/store/query'

export type AddOutcome =
  | { kind: 'added'; count: number; date: EventDate }
  | { kind: 'changed'; recheck: Extract<DateRecheck, { status: 'changed' }> }
  | { kind: 'failed'; error: ShopError }
  | { kind: 'storageFailed' }

export interface AddRequest {
  config: ShopConfig
  event: EventProduct
  /** The event's dates: asked again `fresh`, which also updates what the element shows. */
  datesQuery: Query<EventDate[]>
  dateId: number
  quantity: number
  /** Places per price, when the date has several prices (their sum is `quantity`). */
  counts?: ScaleCounts
  /** Places of the date the cart holds now: they count towards its limits. */
  inCart: number
  /** The language the line is named in. */
  locale: string
  emit: Emit
  goToCart: boolean
}

export async function addEventDateToCart(request: AddRequest): Promise<AddOutcome> {
  const { config, event, quantity } = request
  let fresh: EventDate[]
  try {
    fresh = await fetchQuery(request.datesQuery, 'fresh')
  } catch (error) {
    return { kind: 'failed', error: toShopError(error) }
  }
  const dates = upcomingDates(withEventPrice(fresh, event), museumNow())
  const recheck = recheckDate(dates, request.dateId, quantity, request.inCart)
  if (recheck.status === 'changed') return { kind: 'changed', recheck }
  const { counts } = request
  const scaled = counts && eventScaleLine(event, recheck.date, counts, request.locale)
  const line = scaled ? null : eventCartLine(event, recheck.date, quantity, request.locale)
  if (!scaled && !line) return { kind: 'changed', recheck: { status: 'changed', change: 'gone', left: 0 } }
  try {
    if (scaled) addEventScaleLine(config.variant, config.storageKeys, scaled)
    else if (line) addEventLine(config.variant, config.storageKeys, line)
  } catch (error) {
    console.warn('[museum-shop] <shop-event-dates> could not store the places', error)
    return { kind: 'storageFailed' }
  }
  warnIfCartElsewhere(config, 'tickets')
  const { date } = recheck
  request.emit('shop-event-date-added', {
    eventId: event.id,
    dateId: date.id,
    quantity,
    time: date.startTime,
  })
  if (request.goToCart) {
    try {
      pageNavigation.assign(cartAddress(config))
    } catch (error) {
      // A sandboxed frame may forbid navigation: the confirmation with its cart link stays instead.
      console.error('[museum-shop] <shop-event-dates> could not open the cart', error)
    }
  }
  return { kind: 'added', count: quantity, date }
}
