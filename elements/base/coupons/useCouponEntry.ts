import { useCallback, useRef, useState } from 'react'
import { normalizeCode } from '../../../src/domain/cart/coupons'
import { toShopError } from '../../../src/domain/errors'
import type { ShopConfig } from '../../../src/domain/shop/config'
import type { CouponEntry, EntryStatus, WaitingTicket } from './couponEntry'
import { loadCouponField } from './LazyCouponField'

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
      const attempt = loadCouponField()
        .then(async (actions) => {
          try {
            const redeemed = await actions.redeemCode(config, code)
            setTypedState('')
            setStatus({ kind: 'idle' })
            const timed = redeemed.ticket?.ticketType === 'time_slot' && redeemed.coupon.kind === 'ticket'
            setWaiting(timed && redeemed.ticket ? { coupon: redeemed.coupon, ticket: redeemed.ticket } : null)
            setAnnounced({ text: 'coupon.applied', code })
            return true
          } catch (thrown) {
            if (!(thrown instanceof actions.CouponRefusedError)) throw thrown
            setStatus({ kind: 'refused', reason: thrown.reason, code })
            return false
          }
        })
        .catch((thrown: unknown) => {
          setStatus({ kind: 'failed', error: toShopError(thrown) })
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
      await loadCouponField()
        .then((actions) => actions.removeCode(config, code))
        .catch(() => {
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
