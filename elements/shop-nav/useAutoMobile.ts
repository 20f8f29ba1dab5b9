import { useContext, useLayoutEffect, useState } from 'react'
import { ElementContext } from '../base/elementContext'
import { AUTO_MOBILE_BELOW_PX } from './element'

/**
 * How far past the breakpoint the element must grow before the bar comes back. The mobile list may be narrower than
 * the bar (a host that shrinks to fit its content); without a margin the two layouts could keep switching.
 */
const HYSTERESIS_PX = 32

/** The layout for a measured width, given the current one. A hidden element (width 0) keeps its layout. */
export function nextAutoMobile(width: number, mobile: boolean): boolean {
  if (width <= 0) return mobile
  return width < AUTO_MOBILE_BELOW_PX + (mobile ? HYSTERESIS_PX : 0)
}

/**
 * For `mobile="auto"`: whether the element is narrow enough for the mobile layout, followed with a ResizeObserver on
 * the element's own root (its width is the host's, set by the page, not by the nav's content). Measured before paint,
 * so the wrong layout never shows.
 */
export function useAutoMobile(enabled: boolean): boolean {
  const { rootNode } = useContext(ElementContext)
  const [mobile, setMobile] = useState(false)
  useLayoutEffect(() => {
    if (!enabled || !rootNode) return
    const measure = () => setMobile((was) => nextAutoMobile(rootNode.getBoundingClientRect().width, was))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(rootNode)
    return () => observer.disconnect()
  }, [enabled, rootNode])
  return mobile
}
