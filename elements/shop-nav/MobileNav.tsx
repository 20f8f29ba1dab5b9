import { useCallback, useId, useRef, useState } from 'react'
import type { NavModelEntry } from './navModel'
import { ChevronIcon, entryClass, NavEntryLink } from './NavEntryLink'
import { useDismiss } from './useDismiss'

export interface MobileNavProps {
  entries: readonly NavModelEntry[]
  label: string
  /** Show each dropdown's items as a sub-list under its entry (`expand-mobile-subnavs`). */
  expandSubnavs: boolean
  /** Fold the list behind a button named `label` (`mobile="collapsed"`). */
  collapsed: boolean
}

/**
 * The mobile layout: one flat list of links (the home entry is left out before this). A listing entry links to its
 * listing; its items follow as a sub-list only when `expandSubnavs` is set. Collapsed, the list sits behind one
 * button (the disclosure pattern) and folds again on Escape, a click elsewhere or a followed link.
 */
export function MobileNav({ entries, label, expandSubnavs, collapsed }: MobileNavProps) {
  const navRef = useRef<HTMLElement>(null)
  const listId = useId()
  const [open, setOpen] = useState(false)
  const fold = useCallback(() => setOpen(false), [])
  useDismiss(navRef, collapsed && open, fold)
  return (
    <nav
      ref={navRef}
      className={collapsed ? 'shop-nav shop-nav--mobile shop-nav--collapsed' : 'shop-nav shop-nav--mobile'}
      part="nav"
      aria-label={label}
    >
      {collapsed && (
        <button
          type="button"
          className="shop-nav__button shop-nav__toggle"
          part="button toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {label}
          <ChevronIcon />
        </button>
      )}
      <ul id={listId} className="shop-nav__list" part="list" hidden={collapsed && !open}>
        {entries.map((entry) => (
          <li key={entry.key} className={entryClass(entry)} part="entry">
            <NavEntryLink entry={entry} onNavigate={fold} />
            {expandSubnavs && entry.kind === 'menu' && (
              <ul className="shop-nav__sublist" part="sublist">
                {entry.items.map((item, index) => (
                  <li key={`${index}-${item.id}`}>
                    <a
                      className="shop-nav__link shop-nav__sublink"
                      part="link item"
                      href={item.href}
                      onClick={fold}
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
