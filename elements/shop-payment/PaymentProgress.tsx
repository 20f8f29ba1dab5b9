import { useEffect, useEffectEvent, useState } from 'react'
import { useShopText } from '../base/useShopText'
import type { ElementCheckout } from '../../src/checkout/checkout'
import type { PaymentPhase } from '../../src/store/shopStore'

const STATUS_TEXT = {
  placing: 'payment.progress.placing',
  capturing: 'payment.progress.capturing',
  checking: 'payment.progress.checking',
  captured: 'payment.progress.captured',
} as const

/**
 * Where the page's payment stands, in place of nothing while it is idle: a status line while it is being completed
 * or checked and once it is paid, an alert when its outcome is unknown ("do not pay again, check your e-mail").
 */
export function PaymentProgress({ phase }: { phase: PaymentPhase }) {
  const { t } = useShopText()
  if (phase === 'idle') return null
  if (phase === 'unknown') {
    return (
      <p className="shop-message shop-message--error" role="alert" part="message">
        {t('payment.outcomeUnknown')}
      </p>
    )
  }
  return (
    <p className="shop-message" role="status" part="message">
      {t(STATUS_TEXT[phase])}
    </p>
  )
}

/** Whether the element opened with a note of a capture begun in this tab, and whether it is still being checked. */
export interface EarlierCapture {
  found: boolean
  checking: boolean
}

/**
 * Checks a capture begun in this tab before the checkout opened (reload, back button). The note is read once, when
 * the element mounts; the check ends by leaving the page (success or failure address). Only the first checkout of the
 * mount checks: a cart that changes meanwhile makes a new checkout object, not a second check.
 */
export function usePendingCapture(checkout: ElementCheckout): EarlierCapture {
  const [note] = useState(() => checkout.pendingCapture())
  const [checking, setChecking] = useState(note !== null)
  const resume = useEffectEvent(() => {
    if (!note) return
    void checkout.resume(note).finally(() => setChecking(false))
  })
  useEffect(() => resume(), [note])
  return { found: note !== null, checking }
}
