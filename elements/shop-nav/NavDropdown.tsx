import { useId, useLayoutEffect, useRef, type RefObject } from 'react'
import type { NavModelEntry } from './navModel'
import { ChevronIcon, partsOf } from './NavEntryLink'

export interface NavDropdownProps {
  entry: Extract<NavModelEntry, { kind: 'menu' }>
  open: boolean
  onToggle: () => void
  /** Called when the visitor follows one of the dropdown's links. */
  onNavigate: () => void
  viewAllLabel: string
}

/**
 * A listing entry with items: the disclosure pattern (a button with aria-expanded and aria-controls, and the list it
 * shows). Not an ARIA menu: the items are ordinary links reached with Tab.
 */
export function NavDropdown({ entry, open, onToggle, onNavigate, viewAllLabel }: NavDropdownProps) {
  const listId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  useKeepInViewport(listRef, open)
  return (
    <>
      <button
        type="button"
        className="shop-nav__button"
        part={partsOf('button', entry.current)}
        aria-expanded={open}
        aria-controls={listId}
        aria-current={entry.current ? 'page' : undefined}
        onClick={onToggle}
      >
        {entry.label}
        <ChevronIcon />
      </button>
      <ul ref={listRef} id={listId} className="shop-nav__dropdown" part="dropdown" hidden={!open}>
        {entry.items.map((item, index) => (
          <li key={`${index}-${item.id}`}>
            <a className="shop-nav__item" part="item" href={item.href} onClick={onNavigate}>
              {item.label}
            </a>
          </li>
        ))}
        {entry.more && (
          <>
            {/* Hidden from assistive technology: it is decoration, and a list may only hold list items. */}
            <li className="shop-nav__divider" part="divider" aria-hidden="true" />
            <li>
              <a
                className="shop-nav__item shop-nav__item--view-all"
                part="item view-all"
                href={entry.href}
                onClick={onNavigate}
              >
                {viewAllLabel}
              </a>
            </li>
          </>
        )}
      </ul>
    </>
  )
}

/**
 * Moves an open dropdown sideways until it fits the viewport: an entry near the edge of a narrow page would otherwise
 * open its list past it, and the visitor would scroll sideways. Measured before paint, so it never shows cut.
 */
function useKeepInViewport(ref: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const list = ref.current
    if (!open || !list) return
    list.style.translate = ''
    const { left, right } = list.getBoundingClientRect()
    // Left by what passes the right edge, but never past the left one: a list as wide as the page starts at its edge.
    const shift = Math.max(-left, Math.min(0, list.ownerDocument.documentElement.clientWidth - right))
    if (shift) list.style.translate = `${shift}px`
  }, [ref, open])
}
