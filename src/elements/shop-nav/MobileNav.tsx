import type { NavModelEntry } from './navModel'
import { entryClass, NavEntryLink } from './NavEntryLink'

export interface MobileNavProps {
  entries: readonly NavModelEntry[]
  label: string
  /** Show each dropdown's items as a sub-list under its entry (`expand-mobile-subnavs`). */
  expandSubnavs: boolean
}

/**
 * The mobile layout: one flat list of links (the home entry is left out before this). A listing entry links to its
 * listing; its items follow as a sub-list only when `expandSubnavs` is set.
 */
export function MobileNav({ entries, label, expandSubnavs }: MobileNavProps) {
  return (
    <nav className="shop-nav shop-nav--mobile" part="nav" aria-label={label}>
      <ul className="shop-nav__list" part="list">
        {entries.map((entry) => (
          <li key={entry.key} className={entryClass(entry)} part="entry">
            <NavEntryLink entry={entry} />
            {expandSubnavs && entry.kind === 'menu' && (
              <ul className="shop-nav__sublist" part="sublist">
                {entry.items.map((item, index) => (
                  <li key={`${index}-${item.id}`}>
                    <a className="shop-nav__link shop-nav__sublink" part="link item" href={item.href}>
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
