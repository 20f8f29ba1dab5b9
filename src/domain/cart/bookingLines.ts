/**
 * Cart lines that are one booking at one price: a tour (its price is the booking's, a group price included) and an
 * event date booked at several prices (`quantities` per scale price). Such a line counts once; its price is the
 * whole booking's; the participants (or places) it holds are `participant_count`, or the sum of its quantities. Its
 * order item's attributes are sent as stored: `quantity` there means participants, not lines.
 */
import * as z from 'zod/mini'
import { nonEmptyText } from '../values/nonEmptyText'
import { cents, count, id } from './formats'

/** A booking line as the cart shows and sends it (the cart's summary line, counted once). */
export interface BookingSummary {
  type: string
  attributes: Record<string, unknown> & { id: number }
  name: string
  price_cents: number
  quantity: 1
  totalCents: number
  participantCount: number
  languageName?: string
  /** The event of an event date booked per price, stored beside the order item. */
  eventId?: number
}

/**
 * Counts by scale price id: what `z.record(z.string(), count)` reads from a stored line, written out because zod's
 * record code would otherwise ship in the start-up file, whose modules hold zod's schemas.
 */
const quantities = z.transform((value: unknown, context) => {
  const counts: Record<string, number> = {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    context.issues.push({ code: 'custom', message: 'quantities is no object', input: value })
    return z.NEVER
  }
  for (const [key, raw] of Object.entries(value)) {
    if (key === '__proto__') continue
    const parsed = count.safeParse(raw)
    if (!parsed.success) {
      context.issues.push({ code: 'custom', message: `quantities.${key} is no count`, input: raw })
      return z.NEVER
    }
    counts[key] = parsed.data
  }
  return counts
})

const bookingAttributes = z.looseObject({
  id,
  quantity: z.optional(count),
  quantities: z.optional(quantities),
})

const storedBookingSchema = z.looseObject({
  type: nonEmptyText,
  attributes: bookingAttributes,
  name: z.string(),
  price_cents: cents,
  language_name: z.optional(z.string()),
  participant_count: z.optional(count),
})

const specialBookingSchema = z.looseObject({
  id,
  ticketTitle: z.string(),
  priceInCents: cents,
  type: nonEmptyText,
  quantity: z.optional(count),
  quantities: z.optional(quantities),
  language_name: z.optional(z.string()),
  participant_count: z.optional(count),
})

/** True when a stored line (either variant's) is one booking: a tour, or counted per scale price. */
export function isBookingLine(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false
  const line = raw as { type?: unknown; attributes?: unknown; quantities?: unknown }
  const attributes = typeof line.attributes === 'object' && line.attributes !== null ? line.attributes : line
  return line.type === 'Tour' || (attributes as { quantities?: unknown }).quantities !== undefined
}

function summaryOf(
  line: { type: string; name: string; price_cents: number; language_name?: string | undefined },
  attributes: Record<string, unknown> & {
    id: number
    quantity?: number
    quantities?: Record<string, number>
  },
  participants: number | undefined,
): BookingSummary | null {
  const counted =
    participants ??
    attributes.quantity ??
    Object.values(attributes.quantities ?? {}).reduce((sum, n) => sum + n, 0)
  if (!(counted > 0)) return null
  return {
    type: line.type,
    attributes,
    name: line.name,
    price_cents: line.price_cents,
    quantity: 1,
    totalCents: line.price_cents,
    participantCount: counted,
    ...(line.language_name !== undefined && { languageName: line.language_name }),
  }
}

/** A default-variant booking line as a summary line, or null when it is not one. */
export function fromStoredBooking(raw: unknown): BookingSummary | null {
  const parsed = storedBookingSchema.safeParse(raw)
  if (!parsed.success) return null
  const summary = summaryOf(parsed.data, parsed.data.attributes, parsed.data.participant_count)
  const eventId: unknown = parsed.data.event_id
  return summary && Number.isSafeInteger(eventId) && (eventId as number) > 0
    ? { ...summary, eventId: eventId as number }
    : summary
}

/** A special-variant booking entry as a summary line, or null. */
export function fromSpecialBooking(raw: unknown): BookingSummary | null {
  const parsed = specialBookingSchema.safeParse(raw)
  if (!parsed.success) return null
  const {
    ticketTitle,
    priceInCents,
    type,
    language_name,
    participant_count,
    count: _one,
    ...attributes
  } = parsed.data as typeof parsed.data & { count?: unknown }
  return summaryOf(
    { type, name: ticketTitle, price_cents: priceInCents, language_name },
    attributes,
    participant_count,
  )
}
