import { useId } from 'react'
import type { NavModelEntry } from './navModel'
import { partsOf } from './NavEntryLink'

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
      <ul id={listId} className="shop-nav__dropdown" part="dropdown" hidden={!open}>
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

/** A small down-pointing chevron; turned upwards by CSS while the dropdown is open. */
export function ChevronIcon() {
  return (
    <svg className="shop-nav__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 11.5 2.5 6l1.1-1.1L8 9.3l4.4-4.4L13.5 6 8 11.5Z" />
    </svg>
  )
}
