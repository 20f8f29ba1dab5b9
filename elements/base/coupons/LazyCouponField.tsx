import { useCallback, useEffect, useRef, useState } from 'react'
import { ShopError, type FailureKind } from '../../../src/domain/errors'
import { registerMessages } from '../../../src/domain/messages'
import { pageState } from '../../../src/page/pageState'
import { useElementStyles } from '../adoptStyles'
import { StatusMessage } from '../StatusMessage'
import { useShopText } from '../useShopText'
import type * as FieldModule from './CouponField'
import type { CouponFieldProps } from './CouponField'
import { couponMessages } from './messages'
import { couponStyles } from './styles'

registerMessages(couponMessages)

/** The code field's module, once it has loaded. */
export type FieldCode = typeof FieldModule

/** The code field's chunk could not be loaded: no connection, or the site's files were replaced meanwhile. */
export class CouponFieldLoadError extends ShopError {
  override readonly code = 'coupon_field_load'
  override readonly failure: FailureKind = 'offline'
  constructor(options?: { cause?: unknown }) {
    super('The code field could not be loaded', options)
  }
}

/** Where the field's code stands. */
export type FieldLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: CouponFieldLoadError }
  | { status: 'ready'; code: FieldCode }

// Once loaded, a field rendered later (another element, a new cart) shows at once, without a render in between.
const loaded = pageState<FieldCode | null>(() => null)

/**
 * The field's chunk: the field and the actions that check, price and keep codes (the cart and the checkout call them
 * only through it). Lazy code imports it, never the start-up file, which would then be split in two.
 */
export const loadCouponField = () => import('./CouponField')

/**
 * The code field's chunk, loaded when `start` is called or at once while `needed` (a code is stored: the field lists
 * it). A failed load stays failed until `start` is called again.
 */
function useFieldCode(needed: boolean): { load: FieldLoad; start(): void } {
  const [load, setLoad] = useState<FieldLoad>(() =>
    loaded.current ? { status: 'ready', code: loaded.current } : { status: 'idle' },
  )
  const running = useRef(false)
  const start = useCallback(() => {
    if (running.current) return
    running.current = true
    setLoad({ status: 'loading' })
    loadCouponField()
      .then(
        (code) => {
          loaded.current = code
          setLoad({ status: 'ready', code })
        },
        (error: unknown) => setLoad({ status: 'failed', error: new CouponFieldLoadError({ cause: error }) }),
      )
      .finally(() => {
        running.current = false
      })
  }, [])
  const idle = load.status === 'idle'
  useEffect(() => {
    if (needed && idle) start()
  }, [needed, idle, start])
  return { load, start }
}

/**
 * The code field of the cart and the checkout, whose code loads only when it is needed: most visitors never redeem a
 * code. Until then the closed field is drawn here, in the same place, size and words as the field draws it, so nothing
 * moves when its code arrives. Opening it loads the field (the link says it is busy meanwhile) and shows it with the
 * keyboard in it; a stored code loads it at once, since the field lists the codes. A failed load says so, with "try
 * again", and reports `shop-error`.
 */
export function LazyCouponField(props: CouponFieldProps) {
  useElementStyles(couponStyles)
  const { t } = useShopText()
  const { load, start } = useFieldCode(props.coupons.length > 0)
  const [asked, setAsked] = useState(false)
  if (load.status === 'ready') {
    const { CouponField } = load.code
    return <CouponField {...props} opened={asked} />
  }
  const open = () => {
    setAsked(true)
    start()
  }
  return (
    <div className="shop-coupon" part="coupon" inert={props.locked}>
      <p className="shop-visually-hidden" aria-live="polite" />
      <button
        type="button"
        className="shop-coupon__toggle"
        part="coupon-toggle"
        aria-expanded="false"
        aria-busy={load.status === 'loading' || undefined}
        onClick={() => load.status !== 'loading' && open()}
      >
        {t('coupon.open')}
      </button>
      {load.status === 'failed' && (
        <StatusMessage
          element={props.element}
          error={load.error}
          message={t('coupon.loadFailed')}
          onRetry={open}
          retryLabel={t('common.retry')}
        />
      )}
    </div>
  )
}
