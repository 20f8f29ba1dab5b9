import { createContext, useContext, type RefObject } from 'react'
import type { ShopEventMap, ShopEventName } from '../../events'
import { useAdoptedStyles } from './useAdoptedStyles'

export type Emit = <N extends ShopEventName>(name: N, detail: ShopEventMap[N]) => void

interface ElementContextValue {
  /** Sends a typed event to the host page from the element's root node (bubbles, composed). */
  emit: Emit
  /** A node inside the element's root, to reach the root node (shadow root or document). */
  rootRef: RefObject<HTMLElement | null>
}

/** What a feature component gets from the element root around it, without knowing it is a custom element. */
export const ElementContext = createContext<ElementContextValue>({
  emit: () => {},
  rootRef: { current: null },
})

/** The emit function of the surrounding element root. */
export function useEmit(): Emit {
  return useContext(ElementContext).emit
}

/** Adopts a feature's stylesheet into the root it renders in (its shadow root, or the document). */
export function useElementStyles(cssText: string): void {
  useAdoptedStyles(useContext(ElementContext).rootRef, cssText)
}
