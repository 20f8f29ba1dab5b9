import { useCallback, useRef, useState, type FocusEvent } from 'react'
import type { NavModelEntry } from './navModel'
import { NavDropdown } from './NavDropdown'
import { entryClass, NavEntryLink } from './NavEntryLink'
import { useDismiss } from './useDismiss'
import { ENTRY_KEY_ATTRIBUTE, useKeepFocus } from './useKeepFocus'

export interface DesktopNavProps {
  entries: readonly NavModelEntry[]
  /** Accessible name of the navigation landmark. */
  label: string
  viewAllLabel: string
}

/** The horizontal bar: links and dropdowns, at most one dropdown open at a time. */
export function DesktopNav({ entries, label, viewAllLabel }: DesktopNavProps) {
  const navRef = useRef<HTMLElement>(null)
  const [openKey, setOpenKey] = useState<string | null>(null)
  const close = useCallback(() => setOpenKey(null), [])
  const isOpen = openKey !== null && entries.some((entry) => entry.key === openKey)
  useDismiss(navRef, isOpen, close)
  const keepFocus = useKeepFocus(navRef, entries)

  // Focus on another entry, or out of the nav, closes the dropdown: on a narrow page an open list would cover the
  // entry the visitor tabbed to, or the page they moved on to.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    keepFocus.onFocus(event)
    if (openKey !== null && event.target.closest(`[${ENTRY_KEY_ATTRIBUTE}="${openKey}"]`) === null) close()
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    keepFocus.onBlur(event)
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) close()
  }

  return (
    <nav
      ref={navRef}
      className="shop-nav shop-nav--desktop"
      part="nav"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <ul className="shop-nav__list" part="list">
        {entries.map((entry) => (
          <li
            key={entry.key}
            className={entryClass(entry)}
            part="entry"
            {...{ [ENTRY_KEY_ATTRIBUTE]: entry.key }}
          >
            {entry.kind === 'menu' ? (
              <NavDropdown
                entry={entry}
                open={openKey === entry.key}
                onToggle={() => setOpenKey((key) => (key === entry.key ? null : entry.key))}
                onNavigate={close}
                viewAllLabel={viewAllLabel}
              />
            ) : (
              <NavEntryLink entry={entry} onNavigate={close} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
