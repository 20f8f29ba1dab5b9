import { useEffect, useEffectEvent, useState } from 'react'
import type { ElementCheckout } from '../../payment/checkout'

/**
 * Whether a capture begun in this tab before the checkout opened (reload, back button) is still being checked. The
 * note is read once, when the element mounts; while it is checked nothing may be paid, and the check ends by leaving
 * the page (success or failure address). Only the first checkout of the mount checks: a cart that changes meanwhile
 * makes a new checkout object, not a second check.
 */
export function usePendingCapture(checkout: ElementCheckout): boolean {
  const [note] = useState(() => checkout.pendingCapture())
  const [checking, setChecking] = useState(note !== null)
  const resume = useEffectEvent(() => {
    if (!note) return
    void checkout.resume(note).finally(() => setChecking(false))
  })
  useEffect(() => resume(), [note])
  return checking
}
