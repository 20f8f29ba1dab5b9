/**
 * The `nav` attribute of `<shop-nav>`: a JSON array of entries, parsed one entry at a time so that a CMS typo costs
 * that entry only. Also the link, page key and label keys of each entry type; the listing entry types come from
 * navListings.ts. Pure.
 */
import * as z from 'zod/mini'
import { firstOf } from '../values/firstOf'
import { orDefault } from '../values/orDefault'
import { wholeNumber } from '../values/wholeNumbers'
import type { JsonAttribute } from '../values/jsonAttribute'
import { LISTING_ENTRY_TYPES, NAV_LISTINGS, type ListingEntryType } from './navListings'
import { eventGroupCategoryIds, tourGroupCategoryIds, type ShopUrls } from '../shop/urls'

// Text from the CMS: trimmed; an empty label counts as none, so the translated label shows instead of nothing.
const labelSchema = z.optional(
  z.pipe(
    z.string(),
    z.transform((text) => text.trim() || undefined),
  ),
)
const LABEL = { label: labelSchema }
// CMS editors write counts as numbers or as digit strings.
const countSchema = orDefault(
  firstOf([wholeNumber, z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform(Number))]),
  () => 0,
)
// Slugs only: the group goes into a link's query, so nothing that could change the link's meaning is accepted.
const groupSchema = z.optional(
  z.string().check(z.regex(/^[A-Za-z0-9][\w-]*$/, 'a slug (letters, digits, - and _)')),
)
// Text with something besides spaces, trimmed by the transform: zod's own trim check would add a class of checks
// to the start-up file for two uses.
const groupIdSchema = z.pipe(
  firstOf([z.int(), z.string().check(z.regex(/\S/))]),
  z.transform((id) => String(id).trim()),
)

/**
 * How one entry type becomes a link: its page key, compared with `current-page`, and its address (null: a group the
 * shop's settings do not name).
 */
interface EntryLinks<Entry> {
  readonly pageKey: string
  href(urls: ShopUrls, entry: Entry, settings: unknown): string | null
}

/** The fields of an entry type besides `type`: its own, and a `label`. */
type Fields<Shape> = z.infer<z.ZodMiniObject<typeof LABEL & Shape>>

/** An entry type's row: the schema of its fields, and its links. */
const entryType = <Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  pageKey: string,
  href: EntryLinks<Fields<Shape>>['href'],
) => ({ schema: z.object({ ...LABEL, ...shape }), pageKey, href })

const listingType = (type: ListingEntryType) =>
  entryType({ count: countSchema }, NAV_LISTINGS[type].pageKey, NAV_LISTINGS[type].page)

const ENTRY_TYPES = {
  ...(Object.fromEntries(LISTING_ENTRY_TYPES.map((type) => [type, listingType(type)])) as Record<
    ListingEntryType,
    ReturnType<typeof listingType>
  >),
  home: entryType({}, 'shop.start', (urls) => urls.start()),
  tickets: entryType({ group: groupSchema }, 'shop.tickets.filters', (urls, { group }) =>
    urls.ticketsFilters(group),
  ),
  annualTickets: entryType({}, 'shop.tickets.annual', (urls) => urls.ticketsAnnual()),
  combiTickets: entryType({ group: groupSchema }, 'shop.tickets.combi', (urls, { group }) =>
    urls.ticketsCombi(group),
  ),
  coupons: entryType({}, 'shop.coupons', (urls) => urls.coupons()),
  // Groups are looked up in the shop's settings (multipleEvents/ToursMenuItems).
  eventGroup: entryType({ id: groupIdSchema }, 'shop.products.events', (urls, { id }, settings) => {
    const ids = eventGroupCategoryIds(settings, id)
    return ids && urls.eventGroup(ids)
  }),
  tourGroup: entryType({ id: groupIdSchema }, 'shop.tours', (urls, { id }, settings) => {
    const ids = tourGroupCategoryIds(settings, id)
    return ids && urls.tourGroup(ids)
  }),
}

/** Every entry type the `nav` attribute accepts. */
export type NavEntryType = keyof typeof ENTRY_TYPES
/** One valid entry of the `nav` attribute. */
export type NavEntry = {
  [T in NavEntryType]: { type: T } & z.infer<(typeof ENTRY_TYPES)[T]['schema']>
}[NavEntryType]
/** An entry that lists items of an API listing. */
export type ListingNavEntry = Extract<NavEntry, { type: ListingEntryType }>

/** The valid entries in display order, and one sentence per entry (or attribute) that was left out. */
export interface ParsedNav {
  entries: NavEntry[]
  problems: string[]
}

const isEntryType = (type: string): type is NavEntryType => Object.hasOwn(ENTRY_TYPES, type)

function parseEntry(raw: unknown, position: number): NavEntry | string {
  const where = `nav entry ${position}`
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `${where} is not an object`
  const type: unknown = (raw as Record<string, unknown>).type
  if (typeof type !== 'string') return `${where} has no "type"`
  if (!isEntryType(type)) return `${where} has the unknown type "${type}"`
  const result = ENTRY_TYPES[type].schema.safeParse(raw)
  if (result.success) return { type, ...result.data } as NavEntry
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

/** The link and page key of an entry, or why the entry cannot be shown. */
export type EntryLink = { ok: true; href: string; pageKey: string } | { ok: false; problem: string }

/** Where an entry links to. */
export function entryLink(entry: NavEntry, urls: ShopUrls, settings: unknown): EntryLink {
  // The row of the entry's own type, which takes that entry.
  const { pageKey, href } = ENTRY_TYPES[entry.type] as EntryLinks<NavEntry>
  const link = href(urls, entry, settings)
  if (link !== null) return { ok: true, href: link, pageKey }
  const id = 'id' in entry ? entry.id : ''
  return { ok: false, problem: `nav entry ${entry.type} "${id}" is not in the shop settings; left out` }
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
