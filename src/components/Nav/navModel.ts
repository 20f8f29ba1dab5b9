import {
  entryLabel,
  entryLink,
  isListingEntry,
  type NavEntry,
  type NavEntryType,
} from '../../domain/navEntries'
import {
  listingItemLinks,
  type ListingEntryType,
  type ListingRecord,
  type NavItemLink,
} from '../../domain/navListings'
import type { ShopUrls } from '../../domain/urls'

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
  /** The entry's own page (for a dropdown: the listing, the target of "view all"). */
  href: string
  current: boolean
} & ({ kind: 'link' } | { kind: 'menu'; items: NavItemLink[]; more: boolean })

export interface NavModelInput {
  entries: readonly NavEntry[]
  urls: ShopUrls
  /** The shop's settings, for event and tour groups. */
  settings: unknown
  translate: (key: string) => string
  currentPage: string
  listings: Readonly<Record<ListingEntryType, ListingResult>>
}

/** Nothing to show until every listing the entries need has settled (spec §1: built after all fetches). */
export type NavModel =
  { status: 'pending' } | { status: 'ready'; entries: NavModelEntry[]; problems: string[] }

type Built = { entry: NavModelEntry; pageKey: string; problems: string[] }

function buildEntry(entry: NavEntry, key: string, input: NavModelInput): Built | { problems: string[] } {
  const link = entryLink(entry, input.urls, input.settings)
  if (!link.ok) return { problems: [link.problem] }
  const base = {
    key,
    type: entry.type,
    label: entryLabel(entry, input.translate),
    href: link.href,
    current: false,
  }
  const plain: Built = { entry: { ...base, kind: 'link' }, pageKey: link.pageKey, problems: [] }
  if (!isListingEntry(entry) || entry.count === 0) return plain
  const listing = input.listings[entry.type]
  if (listing.status === 'failed') {
    return { ...plain, problems: [`${entry.type} could not be loaded (${listing.message}); shown as a link`] }
  }
  if (listing.status !== 'ready') return plain
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
 * `currentPage` is the current one. Entries that cannot be shown are left out with a problem.
 */
export function buildNavModel(input: NavModelInput): NavModel {
  const waiting = input.entries.some(
    (entry) => isListingEntry(entry) && entry.count > 0 && input.listings[entry.type].status === 'pending',
  )
  if (waiting) return { status: 'pending' }
  const built: Built[] = []
  const problems: string[] = []
  input.entries.forEach((entry, index) => {
    const result = buildEntry(entry, `${index}-${entry.type}`, input)
    problems.push(...result.problems)
    if ('entry' in result) built.push(result)
  })
  const currentIndex = built.findIndex((result) => result.pageKey === input.currentPage)
  const entries = built.map(({ entry }, index) => ({ ...entry, current: index === currentIndex }))
  return { status: 'ready', entries, problems }
}
