import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react'

/** Marks an entry's list item, so the entry's control can be found again after it was replaced. */
export const ENTRY_KEY_ATTRIBUTE = 'data-entry'

/**
 * Keeps keyboard focus on an entry whose control is replaced while focused: a plain link that becomes a dropdown
 * toggle when its listing arrives. Without this, focus would fall to the page. Returns the nav's focus handlers.
 */
export function useKeepFocus(container: RefObject<HTMLElement | null>, changed: unknown) {
  const focused = useRef<{ element: HTMLElement; key: string } | null>(null)

  useLayoutEffect(() => {
    const was = focused.current
    const node = container.current
    // Only a control that left the document while focused: never pull focus back from where the visitor moved it.
    if (!was || !node || was.element.isConnected) return
    // Keys are positions and type names: nothing to escape.
    const entry = node.querySelector(`[${ENTRY_KEY_ATTRIBUTE}="${was.key}"]`)
    const control = entry?.querySelector<HTMLElement>(':scope > a[href], :scope > button')
    focused.current = null
    control?.focus()
  }, [container, changed])

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const entry = event.target.closest(`[${ENTRY_KEY_ATTRIBUTE}]`)
      const key = entry?.getAttribute(ENTRY_KEY_ATTRIBUTE)
      focused.current = key ? { element: event.target, key } : null
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // A real move of focus (the control is still there) forgets the entry.
      if (event.target.isConnected) focused.current = null
    },
  }
}
