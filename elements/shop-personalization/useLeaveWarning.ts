import { useEffect } from 'react'

/**
 * While `active`, leaving the page (a link, a reload, closing the tab) asks first: the browser shows its own question,
 * in its own words, so typed holders' details are not lost by accident. Nothing typed is read here.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    addEventListener('beforeunload', ask)
    return () => removeEventListener('beforeunload', ask)
  }, [active])
}
