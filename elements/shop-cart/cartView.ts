/**
 * The cart as the element shows it, apart from React: one line per cart item and per donation, each with the name the
 * visitor reads and hears, and the total of the lines that are still counted. Ticket lines whose time has passed on
 * the museum's clock are marked and left out of the total: they cannot be ordered.
 */
import { donationLineName } from '../../src/domain/donations/campaignNames'
import type { CartSnapshot, CartSummaryItem, StoredDonation } from '../../src/domain/cart/storedCart'
import { sumCents } from '../../src/domain/values/money'
import { isPastTicketLine, ticketLineWhen } from '../../src/domain/cart/ticketLines'
import type { WallClock } from '../../src/domain/tickets/wallClock'
import type { Translator } from '../../src/domain/messages/translations'

interface LineText {
  /** What the line is: the item's name (a tour with its language), or "Spende: <campaign>". */
  name: string
  /** A ticket line's date and time on the museum's clock ("Sa, 30. Mai, 11:30 Uhr"); null for other lines. */
  when: string | null
  /** The name and the time: what the line's controls and announcements are named after. */
  label: string
  quantity: number
  unitCents: number
  totalCents: number
  /** A ticket line whose time has passed: shown, removable, not counted. */
  past: boolean
}

/** A line before it has its key. */
type LineContent = LineText &
  ({ kind: 'item'; item: CartSummaryItem } | { kind: 'donation'; donation: StoredDonation })

/** A line as shown. `key` stays the same while the line is in the cart, whatever its quantity. */
export type ViewLine = LineContent & { key: string }

/** The cart's lines, and the total of those still counted. */
export interface CartView {
  lines: ViewLine[]
  totalCents: number
  /** How many lines are past. */
  pastCount: number
}

/** What naming a line takes: the translator, the locale of dates, the campaign names (null while they load). */
export interface Naming {
  t: Translator
  locale: string
  campaignNames: ReadonlyMap<number, string> | null
}

function itemLine(item: CartSummaryItem, now: WallClock, { locale }: Naming): LineContent {
  const name = item.languageName ? `${item.name} (${item.languageName})` : item.name
  const when = ticketLineWhen(item, locale)
  return {
    kind: 'item',
    item,
    name,
    when,
    label: when ? `${name}, ${when}` : name,
    quantity: item.quantity,
    unitCents: item.price_cents,
    totalCents: item.totalCents,
    past: isPastTicketLine(item, now),
  }
}

function donationLine(donation: StoredDonation, { t, campaignNames }: Naming): LineContent {
  const word = t('cart.donation')
  const name = campaignNames ? donationLineName(word, donation.campaign_id, campaignNames) : word
  return {
    kind: 'donation',
    donation,
    name,
    when: null,
    label: name,
    quantity: 1,
    unitCents: donation.value,
    totalCents: donation.value,
    past: false,
  }
}

/** What makes a line itself: kind, type, id and time for items; campaign and amount for donations. */
function identity(line: LineContent): string {
  if (line.kind === 'donation') return `donation|${line.donation.campaign_id}|${line.donation.value}`
  const { type, attributes } = line.item
  return `${type}|${String(attributes.id)}|${String(attributes.time ?? '')}|${line.name}`
}

/** The view of `cart` at the museum's `now`. */
export function cartView(cart: CartSnapshot, now: WallClock, naming: Naming): CartView {
  const seen = new Map<string, number>()
  const lines = [
    ...cart.items.map((item) => itemLine(item, now, naming)),
    ...cart.donations.map((donation) => donationLine(donation, naming)),
  ].map((line): ViewLine => {
    // Two lines alike get their order among them as part of their key.
    const base = identity(line)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return { ...line, key: `${base}|${count}` }
  })
  const counted = lines.filter((line) => !line.past)
  return {
    lines,
    totalCents: sumCents(counted.map((line) => line.totalCents)),
    pastCount: lines.length - counted.length,
  }
}
