import { useEffect, useRef } from 'react'
import { useEmit } from './elementContext'

/** Sends `shop-data-loaded` once, the first time `ready` is true (analytics and CMS previews wait for it). */
export function useLoadedEvent(element: string, resource: string, ready: boolean): void {
  const emit = useEmit()
  const sent = useRef(false)
  useEffect(() => {
    if (!ready || sent.current) return
    sent.current = true
    emit('shop-data-loaded', { element, resource })
  }, [emit, element, resource, ready])
}
