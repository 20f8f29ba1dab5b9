/**
 * What the code field's state is, as the element holds it (useCouponEntry.ts) and the field shows it (CouponField.tsx,
 * loaded on demand): types only, so the field's chunk and the element's code depend on this module, not on each other.
 */
import type { CouponRefusal } from '../../../src/domain/cart/couponCheck'
import type { RedeemedCoupon } from '../../../src/domain/cart/coupons'
import type { ShopError } from '../../../src/domain/errors'
import type { Ticket } from '../../../src/domain/tickets/types'

/** Where the field stands. */
export type EntryStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'refused'; reason: CouponRefusal | 'empty'; code: string }
  | { kind: 'failed'; error: ShopError }

/** A voucher for a timed ticket, waiting for the visitor's day and time. */
export interface WaitingTicket {
  coupon: RedeemedCoupon
  ticket: Ticket
}

/** The code field's state, held by the element: it also decides whether the visitor may go on to pay. */
export interface CouponEntry {
  typed: string
  setTyped(text: string): void
  status: EntryStatus
  /** The last sentence for screen readers (a code redeemed or removed). */
  announced: { text: string; code: string } | null
  waiting: WaitingTicket | null
  /** Redeems what was typed; true when it was redeemed or nothing was typed (`asked`: the visitor pressed the button). */
  apply(asked?: boolean): Promise<boolean>
  remove(code: string): Promise<void>
  ticketAdded(): void
  /** Typed but neither redeemed nor refused yet: paying now would leave it out. */
  pending: boolean
}
