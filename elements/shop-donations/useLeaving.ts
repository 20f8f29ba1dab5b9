import { useCallback, useEffect, useRef, useState } from 'react'
import { pageState } from '../../src/page/pageState'
import type { DonationOutcome } from './donationActions'

/** The two buttons that take the visitor on to the cart. */
export type LeavingButton = 'add' | 'skip'

/** What the buttons that take the visitor on share. */
export interface Leaving {
  /** The button pressed, from its first activation until the page has gone; null while nothing is under way. */
  busyWith: LeavingButton | null
  /** Why the page stayed after the last activation (a refused donation, storage the browser refused). */
  outcome: DonationOutcome | null
  /**
   * Runs `action` with the name of the visitor's activation. Until the page has gone, every further run (a double
   * click, a held Enter) gets the same name, so the donation store refuses it; an outcome that stays on the page
   * ends the activation.
   */
  leave: (button: LeavingButton, action: (activation: string) => DonationOutcome) => void
  clearOutcome: () => void
}

/** Activations counted over the page, so every element's names differ (the donation store keeps them). */
const activations = pageState(() => 0)

/**
 * Busy from the first activation until the page has left: the cart may take a while to load, and every further click
 * meanwhile would be a second donation. A page the browser restores from its back-forward cache is usable again.
 */
export function useLeaving(): Leaving {
  const [busyWith, setBusyWith] = useState<LeavingButton | null>(null)
  const [outcome, setOutcome] = useState<DonationOutcome | null>(null)
  // A ref, not state: the second click of a double click may come before the next render.
  const activation = useRef<string | null>(null)

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      activation.current = null
      setBusyWith(null)
      setOutcome(null)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  const leave = useCallback((button: LeavingButton, action: (activation: string) => DonationOutcome) => {
    if (activation.current === null) {
      activations.current += 1
      activation.current = `activation-${activations.current}`
      setBusyWith(button)
    }
    const result = action(activation.current)
    if (result.kind === 'navigated' || result.kind === 'repeated') return
    activation.current = null
    setBusyWith(null)
    setOutcome(result)
  }, [])
  const clearOutcome = useCallback(() => setOutcome(null), [])

  return { busyWith, outcome, leave, clearOutcome }
}
