/**
 * The end of every "In den Warenkorb" of the ticket element: the lines are written to the cart, the host page hears
 * which tickets at what time (ids and quantities only: never names), and the page goes to the cart when it asks to.
 */
import { warnIfCartElsewhere } from '../../src/domain/diagnostics/cartOrigin'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { Emit } from '../../src/domain/host/events'
import { pageNavigation } from '../../src/domain/browser/navigation'
import type { TicketCartLine } from '../../src/domain/cart/ticketLines'
import { addTicketLines } from '../../src/domain/cart/ticketCart'
import { parseWallClock, type WallClock } from '../../src/domain/tickets/wallClock'
import { cartAddress } from '../../src/domain/shop/shopPages'

export type StoreOutcome =
  /** `when` is the time of the lines, null for annual tickets; `heldMs`: how long their places are held now. */
  { kind: 'added'; count: number; when: WallClock | null; heldMs?: number | null } | { kind: 'storageFailed' }

export interface StoreRequest {
  config: ShopConfig
  lines: readonly TicketCartLine[]
  /** The lines' start time (the earliest part's for combination tickets), null for annual tickets. */
  time: string | null
  emit: Emit
  goToCart: boolean
}

/** Storage refused the lines: the element says so and sends no event. */
export function storeFailed(): StoreOutcome {
  console.warn('[museum-shop] <shop-tickets> could not store the tickets: storage refuses writes')
  return { kind: 'storageFailed' }
}

export function storeTicketLines({ config, lines, time, emit, goToCart }: StoreRequest): StoreOutcome {
  try {
    addTicketLines(config.variant, config.storageKeys, lines)
  } catch (error) {
    console.warn('[museum-shop] <shop-tickets> could not store the tickets', error)
    return { kind: 'storageFailed' }
  }
  warnIfCartElsewhere(config, 'tickets')
  const tickets = lines.map(({ attributes }) => ({ ticketId: attributes.id, quantity: attributes.quantity }))
  emit('shop-tickets-added', { tickets, time })
  if (goToCart) {
    try {
      pageNavigation.assign(cartAddress(config))
    } catch (error) {
      // A sandboxed frame may forbid navigation: the confirmation with its cart link stays instead.
      console.error('[museum-shop] <shop-tickets> could not open the cart', error)
    }
  }
  const count = tickets.reduce((sum, line) => sum + line.quantity, 0)
  return { kind: 'added', count, when: time === null ? null : parseWallClock(time) }
}
