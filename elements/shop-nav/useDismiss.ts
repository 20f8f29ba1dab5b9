import { useEffect, type RefObject } from 'react'

/**
 * While a dropdown is open: a click anywhere in the page outside `container` closes it, and so does Escape — which
 * also gives focus back to the open dropdown's button when focus was inside the nav.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!active) return
    const onClick = (event: MouseEvent) => {
      const node = container.current
      // Inside a shadow root, event.target is retargeted to the host; the composed path still holds the real nodes.
      if (node && !event.composedPath().includes(node)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const node = container.current
      if (event.key !== 'Escape' || !node) return
      const focused = (node.getRootNode() as Document | ShadowRoot).activeElement
      const button = node.querySelector<HTMLElement>('[aria-expanded="true"]')
      close()
      if (focused && node.contains(focused)) button?.focus()
    }
    // Capture: a host page that stops click propagation must not keep our dropdown open.
    document.addEventListener('click', onClick, true)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [container, active, close])
}
