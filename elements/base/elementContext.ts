import { createContext, useContext } from 'react'
import type { Emit } from '../../src/domain/host/events'

interface ElementContextValue {
  /** Sends a typed event to the host page from the element's root node (bubbles, composed). */
  emit: Emit
  /**
   * The element root's node once it is attached (null on the very first layout pass: React attaches a parent's ref
   * after its children's layout effects, so this is state, and effects that need it run again when it arrives).
   */
  rootNode: HTMLElement | null
  /** What the element renders into (its shadow root, or the element itself): known from the first render on. */
  container: Node | null
}

/** What a feature component gets from the element root around it, without knowing it is a custom element. */
export const ElementContext = createContext<ElementContextValue>({
  emit: () => {},
  rootNode: null,
  container: null,
})

/** The emit function of the surrounding element root. */
export function useEmit(): Emit {
  return useContext(ElementContext).emit
}
