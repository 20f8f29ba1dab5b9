/**
 * The entry types of `<shop-nav>` whose dropdown lists the items of an API listing, and how their items become links.
 * Pure.
 */
import type { RecordId, ShopUrls } from '../shop/urls'

/** What the navigation needs of a listing item (museum, exhibition, event product, tour, merchandise). */
export interface ListingRecord {
  id: RecordId
  title: string
  bookable?: boolean
}

/** How an entry type whose dropdown lists the items of an API listing becomes links. */
interface NavListing {
  /** The page key of the listing's page (compared with `current-page`). */
  pageKey: string
  /** The listing's page: the entry's own link and the dropdown's "view all". */
  page: (urls: ShopUrls) => string
  /** One item's page. */
  item: (urls: ShopUrls, id: RecordId) => string
  /** Items left out of the dropdown (not bookable); all are shown when absent. */
  shows?: (record: ListingRecord) => boolean
  /** The problem for an item without a title. */
  untitled?: (id: RecordId) => string
}

/**
 * The listing entry types, one row each; the label key is `nav.<type>`. A new one needs a row here, its request in
 * src/services/requests.ts (LISTING_REQUESTS, which the type system keeps complete) and its label in the nav's
 * messages (elements/shop-nav/messages.ts).
 */
export const NAV_LISTINGS = {
  events: {
    pageKey: 'shop.products.events',
    page: (urls) => urls.events(),
    item: (urls, id) => urls.event(id),
    shows: (record) => record.bookable !== false,
  },
  exhibitions: {
    pageKey: 'shop.exhibitions',
    page: (urls) => urls.exhibitions(),
    item: (urls, id) => urls.exhibition(id),
  },
  museums: {
    pageKey: 'shop.museums',
    page: (urls) => urls.museums(),
    item: (urls, id) => urls.museum(id),
    // The wording for a museum the listing names without a title.
    untitled: (id) => `Museum not found: ${id}`,
  },
  tours: {
    pageKey: 'shop.products.publicTours',
    page: (urls) => urls.publicTours(),
    item: (urls, id) => urls.tour(id),
    shows: (record) => record.bookable === true,
  },
  merchandise: {
    pageKey: 'shop.merchandise.list',
    page: (urls) => urls.merchandiseList(),
    item: (urls, id) => urls.merchandise(id),
  },
} as const satisfies Record<string, NavListing>

/** Entry types whose dropdown lists items of an API listing. */
export type ListingEntryType = keyof typeof NAV_LISTINGS
export const LISTING_ENTRY_TYPES = Object.keys(NAV_LISTINGS) as ListingEntryType[]

/** One link of a dropdown. */
export interface NavItemLink {
  id: string
  label: string
  href: string
}

/**
 * The links of a listing's items, in the listing's order, each item once (pages of a list that changed while it was
 * read may overlap), without those the listing's row does not show; an item without a title is left out with a
 * problem.
 */
export function listingItemLinks(
  type: ListingEntryType,
  records: readonly ListingRecord[],
  urls: ShopUrls,
): { links: NavItemLink[]; problems: string[] } {
  const {
    item,
    shows = () => true,
    untitled = (id) => `${type} item ${id} has no title`,
  }: NavListing = NAV_LISTINGS[type]
  const links: NavItemLink[] = []
  const problems: string[] = []
  const seen = new Set<string>()
  for (const record of records) {
    const id = String(record.id)
    if (seen.has(id)) continue
    seen.add(id)
    if (!shows(record)) continue
    const label = record.title.trim()
    if (!label) {
      problems.push(untitled(record.id))
      continue
    }
    links.push({ id, label, href: item(urls, record.id) })
  }
  return { links, problems }
}
