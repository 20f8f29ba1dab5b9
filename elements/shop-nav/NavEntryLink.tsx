import type { NavModelEntry } from './navModel'

/** `part` names of an entry's link or button: the base names, plus "current" on the current page's entry. */
export function partsOf(base: string, current: boolean): string {
  return current ? `${base} current` : base
}

/** Class names of an entry's list item; the current page's entry gets a modifier. */
export function entryClass(entry: NavModelEntry): string {
  return entry.current ? 'shop-nav__entry shop-nav__entry--current' : 'shop-nav__entry'
}

export interface NavEntryLinkProps {
  entry: NavModelEntry
  /** Called when the visitor follows the link (closes an open dropdown). */
  onNavigate?: () => void
}

/**
 * A top-level entry as a plain link. The home entry is an icon whose accessible name is the (visually hidden) label.
 * Labels are rendered as text, never as HTML. Without an address yet (the shop has not arrived) it is shown in its
 * place without being a link; a listing entry that may become a dropdown keeps the room of the dropdown's caret.
 */
export function NavEntryLink({ entry, onNavigate }: NavEntryLinkProps) {
  const home = entry.type === 'home'
  return (
    <a
      className={home ? 'shop-nav__link shop-nav__link--home' : 'shop-nav__link'}
      part={partsOf(home ? 'link home' : 'link', entry.current)}
      href={entry.href}
      aria-current={entry.current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {home ? (
        <>
          <HomeIcon />
          <span className="shop-visually-hidden">{entry.label}</span>
        </>
      ) : (
        entry.label
      )}
      {entry.kind === 'link' && entry.caret && <ChevronIcon space />}
    </a>
  )
}

// Decoration: the accessible name is the visually hidden label next to it. Icons carry their size as attributes too:
// where the styles never arrive, an SVG without them fills the width of the page.
/** A house, for the home entry. */
export function HomeIcon() {
  return (
    <svg
      className="shop-nav__icon"
      part="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3 2 11.5l1.3 1.5L5 11.6V21h5.5v-6h3v6H19v-9.4l1.7 1.4 1.3-1.5L12 3Zm5 16h-1.5v-6h-7v6H7V9.9l5-4.3 5 4.3V19Z" />
    </svg>
  )
}

/**
 * A small down-pointing chevron; turned upwards by CSS while the dropdown is open. As `space` it is invisible and
 * only holds the room of a dropdown toggle's chevron, so the entry does not widen when it becomes one.
 */
export function ChevronIcon({ space = false }: { space?: boolean }) {
  const className = space ? 'shop-nav__chevron shop-nav__chevron--space' : 'shop-nav__chevron'
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 11.5 2.5 6l1.1-1.1L8 9.3l4.4-4.4L13.5 6 8 11.5Z" />
    </svg>
  )
}
