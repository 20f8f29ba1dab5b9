import { useMemo, useState, type MouseEvent } from 'react'
import { confirmHeldPlaces, holdEndedIn, PlacesTakenError } from '../../src/checkout/heldPlaces'
import type { CartSummaryItem } from '../../src/domain/cart/storedCart'
import type { ShopConfig } from '../../src/domain/shop/config'
import { holdTokensIn, holdTokensOf } from '../../src/domain/cart/ticketLines'
import type { Translator } from '../../src/domain/messages/translations'
import { useRenewOnActivity } from '../base/holds/useHolds'
import type { CartView, ViewLine } from './cartView'

/** What the cart shows and does of held places. */
export interface CartHolds {
  /**
   * The tokens of the holds a line shows the time of: a booking (the held lines of one start time) shows one timer,
   * under its last line, for all its holds. None without `hold-places`, for donations and past lines.
   */
  tokensOf: (line: ViewLine) => readonly string[]
  /** Lines whose hold ended and whose places others took meanwhile, with the places still free; null while none. */
  placesGone: PlacesTakenError | null
  /** The places of lines no longer held are being asked before the checkout. */
  checking: boolean
  /** "Zur Kasse": goes on, after asking again for the places of lines whose hold has ended. */
  toCheckout: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** A click that opens the link elsewhere (new tab, window, download): the checkout there asks again itself. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

const heldLine = (line: ViewLine): line is Extract<ViewLine, { kind: 'item' }> =>
  line.kind === 'item' && !line.past

/** Per line key: the tokens of the booking whose last held line it is (lines of one start time are one booking). */
function bookingTimers(view: CartView): ReadonlyMap<string, string[]> {
  const bookings = new Map<string, { last: string; tokens: string[] }>()
  for (const line of view.lines) {
    const tokens = heldLine(line) ? holdTokensOf(line.item) : []
    const time = heldLine(line) ? line.item.attributes.time : undefined
    if (tokens.length === 0 || typeof time !== 'string') continue
    const booking = bookings.get(time) ?? { last: line.key, tokens: [] }
    bookings.set(time, { last: line.key, tokens: [...booking.tokens, ...tokens] })
  }
  return new Map([...bookings.values()].map(({ last, tokens }) => [last, tokens]))
}

/**
 * With `hold-places`, the holds of the cart's lines that can still be ordered: renewed on the visitor's activity
 * inside `root` (at most once a minute), and checked before the way to the checkout. A line whose hold has ended
 * stays; its places are asked again, and the visitor reads which lines others took meanwhile instead of going on.
 */
export function useCartHolds(
  config: ShopConfig,
  view: CartView,
  root: HTMLElement | null,
  t: Translator,
): CartHolds {
  const holding = config.holdPlaces
  const items = useMemo<CartSummaryItem[]>(
    () => view.lines.flatMap((line) => (heldLine(line) ? [line.item] : [])),
    [view],
  )
  useRenewOnActivity(
    root,
    useMemo(() => (holding ? holdTokensIn(items) : []), [holding, items]),
  )
  const confirm = useMemo(
    () => confirmHeldPlaces(config, (lines) => t('holds.placesGone', { lines })),
    [config, t],
  )
  const timers = useMemo(() => bookingTimers(view), [view])
  const [checking, setChecking] = useState(false)
  // The sentence belongs to the cart it was found for: any change of the cart takes it away.
  const [gone, setGone] = useState<{ items: CartSummaryItem[]; error: PlacesTakenError } | null>(null)

  const toCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!holding || opensElsewhere(event)) return
    if (!checking && !holdEndedIn(items)) return
    event.preventDefault()
    if (checking) return
    const address = event.currentTarget.href
    setChecking(true)
    setGone(null)
    confirm(items).then(
      () => {
        setChecking(false)
        window.location.assign(address)
      },
      (error: unknown) => {
        setChecking(false)
        // Any other failure leaves the places to the checkout, which asks again before ordering.
        if (error instanceof PlacesTakenError) setGone({ items, error })
        else window.location.assign(address)
      },
    )
  }

  return {
    tokensOf: (line) => (holding ? (timers.get(line.key) ?? []) : []),
    placesGone: gone?.items === items ? gone.error : null,
    checking,
    toCheckout,
  }
}
