import {
  entryLabel,
  entryLink,
  isListingEntry,
  type NavEntry,
  type NavEntryType,
} from '../../src/domain/nav/navEntries'
import {
  listingItemLinks,
  type ListingEntryType,
  type ListingRecord,
  type NavItemLink,
} from '../../src/domain/nav/navListings'
import type { ShopUrls } from '../../src/domain/shop/urls'

/** Where the items of one listing stand: not needed, still loading, failed, or here. */
export type ListingResult =
  | { status: 'off' }
  | { status: 'pending' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; records: readonly ListingRecord[] }

/** One top-level entry as the bar shows it: a plain link, or a dropdown of listing items. */
export type NavModelEntry = {
  /** Stable within one `nav` value: position and type. */
  key: string
  type: NavEntryType
  label: string
  /**
   * The entry's own page (for a dropdown: the listing, the target of "view all"). Undefined while the data that
   * builds it has not arrived: the entry is shown in its place, not yet as a link.
   */
  href: string | undefined
  current: boolean
} & (
  | {
      kind: 'link'
      /** The bar shows a dropdown here once its listing arrives: the link keeps the toggle's box (caret space). */
      caret: boolean
    }
  | { kind: 'menu'; items: NavItemLink[]; more: boolean }
)

export interface NavModelInput {
  entries: readonly NavEntry[]
  /** Null until the configuration is there. */
  urls: ShopUrls | null
  /**
   * False while the shop is on its way: entries are shown, links that need its settings are not built yet. True once
   * it arrived or failed: an entry whose link needs settings that are not there is left out.
   */
  shopSettled: boolean
  /** The shop's settings, for event and tour groups. */
  settings: unknown
  translate: (key: string) => string
  currentPage: string
  listings: Readonly<Record<ListingEntryType, ListingResult>>
  /** The layout shows dropdowns (the bar): listing entries keep a caret's space while they are links. */
  dropdowns: boolean
  /** Busy until every needed listing settled (items shown as sub-lists, which add height when they arrive). */
  waitForListings: boolean
}

/**
 * What the nav shows. `busy` while the shop (or, with `waitForListings`, a listing) is still on its way: the entries
 * are already in place, with the labels and links that need no shop data.
 */
export interface NavModel {
  busy: boolean
  entries: NavModelEntry[]
  problems: string[]
}

type Built = { entry: NavModelEntry; pageKey: string | null; problems: string[] }

function buildEntry(
  entry: NavEntry,
  key: string,
  input: NavModelInput,
  holdItems: boolean,
): Built | { problems: string[] } {
  const link = input.urls && entryLink(entry, input.urls, input.settings)
  // Before the shop arrived a group's link cannot be built yet; afterwards a group missing from it is left out.
  if (link && !link.ok && input.shopSettled) return { problems: [link.problem] }
  const base = {
    key,
    type: entry.type,
    label: entryLabel(entry, input.translate),
    href: link?.ok ? link.href : undefined,
    current: false,
  }
  const listed = isListingEntry(entry) && entry.count > 0
  const listing = listed ? input.listings[entry.type] : null
  const caret = input.dropdowns && listing !== null && listing.status !== 'off'
  const plain: Built = {
    entry: { ...base, kind: 'link', caret },
    pageKey: link?.ok ? link.pageKey : null,
    problems: [],
  }
  if (!isListingEntry(entry) || listing === null) return plain
  if (listing.status === 'failed') {
    return { ...plain, problems: [`${entry.type} could not be loaded (${listing.message}); shown as a link`] }
  }
  if (holdItems || listing.status !== 'ready' || !input.urls || base.href === undefined) return plain
  const { links, problems } = listingItemLinks(entry.type, listing.records, input.urls)
  // An empty listing would be a dropdown with nothing in it: the entry stays a link to the listing page.
  if (links.length === 0) return { ...plain, problems }
  const items = links.slice(0, entry.count)
  return { ...plain, entry: { ...base, kind: 'menu', items, more: links.length > entry.count }, problems }
}

/** True when an entry needs the items of its listing (a dropdown with `count` > 0). */
export function needsListing(entry: NavEntry, type: ListingEntryType): boolean {
  return entry.type === type && entry.count > 0
}

/**
 * Turns parsed entries and listing data into what the bar renders. The first entry whose page key equals
 * `currentPage` is the current one. Entries that cannot be shown are left out with a problem. A listing that failed
 * or has not answered leaves its entry a plain link; the others never wait for it.
 */
export function buildNavModel(input: NavModelInput): NavModel {
  const waiting =
    input.waitForListings &&
    input.entries.some(
      (entry) => isListingEntry(entry) && entry.count > 0 && input.listings[entry.type].status === 'pending',
    )
  const built: Built[] = []
  const problems: string[] = []
  input.entries.forEach((entry, index) => {
    // While waiting, no sub-list shows before the others: they arrive together, the nav grows once.
    const result = buildEntry(entry, `${index}-${entry.type}`, input, waiting)
    problems.push(...result.problems)
    if ('entry' in result) built.push(result)
  })
  const currentIndex = built.findIndex((result) => result.pageKey === input.currentPage)
  const entries = built.map(({ entry }, index) => ({ ...entry, current: index === currentIndex }))
  return { busy: !input.shopSettled || waiting, entries, problems }
}
