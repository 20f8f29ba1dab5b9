import { useEffect, useEffectEvent, useState } from 'react'
import type { ElementCheckout } from '../../payment/checkout'

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
