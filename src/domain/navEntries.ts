/**
 * The `nav` attribute of `<shop-nav>`: a JSON array of entries, parsed one entry at a time so that a CMS typo costs
 * that entry only. Also the link, page key and label keys of each entry type; the listing entry types come from
 * navListings.ts. Pure.
 */
import * as z from 'zod/mini'
import type { JsonAttribute } from './jsonAttribute'
import { LISTING_ENTRY_TYPES, NAV_LISTINGS, type ListingEntryType } from './navListings'
import { eventGroupCategoryIds, tourGroupCategoryIds, type ShopUrls } from './urls'

// Text from the CMS: trimmed; an empty label counts as none, so the translated label shows instead of nothing.
const labelSchema = z.optional(
  z.pipe(
    z.string(),
    z.transform((text) => text.trim() || undefined),
  ),
)
// CMS editors write counts as numbers or as digit strings.
const countSchema = z._default(
  z.union([z.int().check(z.gte(0)), z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform(Number))]),
  0,
)
// Slugs only: the group goes into a link's query, so nothing that could change the link's meaning is accepted.
const groupSchema = z.optional(
  z.string().check(z.regex(/^[A-Za-z0-9][\w-]*$/, 'a slug (letters, digits, - and _)')),
)
const groupIdSchema = z.pipe(
  z.union([z.int(), z.string().check(z.trim(), z.minLength(1))]),
  z.transform((id) => String(id)),
)

const listing = <T extends ListingEntryType>(type: T) =>
  z.object({ type: z.literal(type), label: labelSchema, count: countSchema })

const LISTING_SCHEMAS = Object.fromEntries(LISTING_ENTRY_TYPES.map((type) => [type, listing(type)])) as {
  [T in ListingEntryType]: ReturnType<typeof listing<T>>
}

const ENTRY_SCHEMAS = {
  ...LISTING_SCHEMAS,
  home: z.object({ type: z.literal('home'), label: labelSchema }),
  tickets: z.object({ type: z.literal('tickets'), label: labelSchema, group: groupSchema }),
  annualTickets: z.object({ type: z.literal('annualTickets'), label: labelSchema }),
  combiTickets: z.object({ type: z.literal('combiTickets'), label: labelSchema, group: groupSchema }),
  coupons: z.object({ type: z.literal('coupons'), label: labelSchema }),
  eventGroup: z.object({ type: z.literal('eventGroup'), label: labelSchema, id: groupIdSchema }),
  tourGroup: z.object({ type: z.literal('tourGroup'), label: labelSchema, id: groupIdSchema }),
}

/** Every entry type the `nav` attribute accepts. */
export type NavEntryType = keyof typeof ENTRY_SCHEMAS
/** One valid entry of the `nav` attribute. */
export type NavEntry = { [T in NavEntryType]: z.infer<(typeof ENTRY_SCHEMAS)[T]> }[NavEntryType]
/** An entry that lists items of an API listing. */
export type ListingNavEntry = Extract<NavEntry, { type: ListingEntryType }>

/** The valid entries in display order, and one sentence per entry (or attribute) that was left out. */
export interface ParsedNav {
  entries: NavEntry[]
  problems: string[]
}

const isEntryType = (type: string): type is NavEntryType => Object.hasOwn(ENTRY_SCHEMAS, type)

function parseEntry(raw: unknown, position: number): NavEntry | string {
  const where = `nav entry ${position}`
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `${where} is not an object`
  const type: unknown = (raw as Record<string, unknown>).type
  if (typeof type !== 'string') return `${where} has no "type"`
  if (!isEntryType(type)) return `${where} has the unknown type "${type}"`
  const result = ENTRY_SCHEMAS[type].safeParse(raw)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.join('.') || 'entry'
  return `${where} (${type}): "${field}" is invalid (${issue?.message ?? 'unknown problem'})`
}

/**
 * Reads the `nav` attribute. Invalid JSON or a value that is not an array gives no entries and one problem; inside
 * the array, each invalid entry is left out with its own problem and the others stay.
 */
export function parseNavAttribute(attribute: JsonAttribute): ParsedNav {
  if (attribute === undefined) return { entries: [], problems: ['the nav attribute is missing or empty'] }
  if (!attribute.ok) return { entries: [], problems: ['the nav attribute is not valid JSON'] }
  if (!Array.isArray(attribute.value))
    return { entries: [], problems: ['the nav attribute is not a JSON array'] }
  const entries: NavEntry[] = []
  const problems: string[] = []
  attribute.value.forEach((raw: unknown, index) => {
    const parsed = parseEntry(raw, index + 1)
    if (typeof parsed === 'string') problems.push(`${parsed}; left out`)
    else entries.push(parsed)
  })
  return { entries, problems }
}

/** The page key of each entry type that is no listing, compared with `current-page`. */
const PAGE_KEYS = {
  home: 'shop.start',
  tickets: 'shop.tickets.filters',
  annualTickets: 'shop.tickets.annual',
  combiTickets: 'shop.tickets.combi',
  coupons: 'shop.coupons',
  eventGroup: 'shop.products.events',
  tourGroup: 'shop.tours',
} as const satisfies Record<Exclude<NavEntryType, ListingEntryType>, string>

const pageKeyOf = (entry: NavEntry): string =>
  isListingEntry(entry) ? NAV_LISTINGS[entry.type].pageKey : PAGE_KEYS[entry.type]

/** The link and page key of an entry, or why the entry cannot be shown. */
export type EntryLink = { ok: true; href: string; pageKey: string } | { ok: false; problem: string }

function groupLink(entry: NavEntry, ids: number[] | null, build: (ids: number[]) => string): EntryLink {
  if (ids) return { ok: true, href: build(ids), pageKey: pageKeyOf(entry) }
  const id = 'id' in entry ? entry.id : ''
  return { ok: false, problem: `nav entry ${entry.type} "${id}" is not in the shop settings; left out` }
}

/** Where an entry links to. Groups are looked up in the shop's settings (multipleEvents/ToursMenuItems). */
export function entryLink(entry: NavEntry, urls: ShopUrls, settings: unknown): EntryLink {
  const link = (href: string): EntryLink => ({ ok: true, href, pageKey: pageKeyOf(entry) })
  if (isListingEntry(entry)) return link(NAV_LISTINGS[entry.type].page(urls))
  switch (entry.type) {
    case 'home':
      return link(urls.start())
    case 'tickets':
      return link(urls.ticketsFilters(entry.group))
    case 'annualTickets':
      return link(urls.ticketsAnnual())
    case 'combiTickets':
      return link(urls.ticketsCombi(entry.group))
    case 'coupons':
      return link(urls.coupons())
    case 'eventGroup':
      return groupLink(entry, eventGroupCategoryIds(settings, entry.id), urls.eventGroup)
    case 'tourGroup':
      return groupLink(entry, tourGroupCategoryIds(settings, entry.id), urls.tourGroup)
  }
}

/**
 * Translation keys for an entry's label, first found wins: `nav.<type>`; groups first try their own key
 * (`nav.eventGroup.<id>`, `nav.tourGroup.<id>`) and then the listing's.
 */
export function entryLabelKeys(entry: NavEntry): string[] {
  if (entry.type === 'eventGroup') return [`nav.eventGroup.${entry.id}`, 'nav.events']
  if (entry.type === 'tourGroup') return [`nav.tourGroup.${entry.id}`, 'nav.tours']
  return [`nav.${entry.type}`]
}

/** The entry's own label, else the first translated key. */
export function entryLabel(entry: NavEntry, translate: (key: string) => string): string {
  if (entry.label) return entry.label
  for (const key of entryLabelKeys(entry)) {
    const text = translate(key)
    if (text) return text
  }
  return ''
}

/** True for entries that may show a dropdown of listing items. */
export function isListingEntry(entry: NavEntry): entry is ListingNavEntry {
  return Object.hasOwn(NAV_LISTINGS, entry.type)
}
