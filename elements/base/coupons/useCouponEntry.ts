import { useCallback, useRef, useState } from 'react'
import { CouponRefusedError, type CouponRefusal } from '../../../src/domain/cart/couponCheck'
import { normalizeCode, type RedeemedCoupon } from '../../../src/domain/cart/coupons'
import { toShopError, type ShopError } from '../../../src/domain/errors'
import type { ShopConfig } from '../../../src/domain/shop/config'
import type { Ticket } from '../../../src/domain/tickets/types'
import { redeemCode, removeCode } from '../../../src/store/couponActions'

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

/** The state of one code field of `config`'s cart. */
export function useCouponEntry(config: ShopConfig): CouponEntry {
  const [typed, setTypedState] = useState('')
  const [status, setStatus] = useState<EntryStatus>({ kind: 'idle' })
  const [announced, setAnnounced] = useState<CouponEntry['announced']>(null)
  const [waiting, setWaiting] = useState<WaitingTicket | null>(null)
  const running = useRef<Promise<boolean> | null>(null)

  const setTyped = useCallback((text: string) => {
    setTypedState(text)
    // A refusal belongs to what was refused: a changed code is a new one.
    setStatus((now) => (now.kind === 'refused' || now.kind === 'failed' ? { kind: 'idle' } : now))
  }, [])

  const apply = useCallback(
    (asked = false): Promise<boolean> => {
      if (running.current) return running.current
      const code = normalizeCode(typed)
      if (!code) {
        if (asked) setStatus({ kind: 'refused', reason: 'empty', code })
        return Promise.resolve(true)
      }
      setStatus({ kind: 'checking' })
      const attempt = redeemCode(config, code)
        .then((redeemed) => {
          setTypedState('')
          setStatus({ kind: 'idle' })
          const timed = redeemed.ticket?.ticketType === 'time_slot' && redeemed.coupon.kind === 'ticket'
          setWaiting(timed && redeemed.ticket ? { coupon: redeemed.coupon, ticket: redeemed.ticket } : null)
          setAnnounced({ text: 'coupon.applied', code })
          return true
        })
        .catch((thrown: unknown) => {
          if (thrown instanceof CouponRefusedError)
            setStatus({ kind: 'refused', reason: thrown.reason, code })
          else setStatus({ kind: 'failed', error: toShopError(thrown) })
          return false
        })
        .finally(() => {
          running.current = null
        })
      running.current = attempt
      return attempt
    },
    [config, typed],
  )

  const remove = useCallback(
    async (code: string) => {
      await removeCode(config, code).catch(() => {
        // The code is gone already; only its prices could not be asked again, which the cart says.
      })
      setAnnounced({ text: 'coupon.removedCode', code })
    },
    [config],
  )

  const refusedNow = status.kind === 'refused' && status.code === normalizeCode(typed)
  return {
    typed,
    setTyped,
    status,
    announced,
    waiting,
    apply,
    remove,
    ticketAdded: () => setWaiting(null),
    pending: status.kind === 'checking' || (normalizeCode(typed) !== '' && !refusedNow),
  }
}
