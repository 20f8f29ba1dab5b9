/**
 * The rules a cart line keeps, the same the choosing elements enforce: one name per person for a ticket that asks for
 * names, the ticket's `min_persons` and `max_persons`, an event date's most per booking, and the places (seats) left.
 * Pure: what the server says of a line comes in as its facts (see `src/store/lineFacts.ts`), so the cart and the
 * checkout judge a line alike.
 */
import type { CartSummaryItem } from './storedCart'
import { attendeesFor, nameProblem, type Attendee } from '../tickets/attendees'

/** The fewest and the most a line may hold, and which limit sets the most. */
export interface LineRoom {
  least: number
  /** 0 when its time or date is no longer offered, or its ticket no longer sold. */
  most: number
  /** 'places': the places or seats left; 'perBooking': the most one booking may hold (`max_persons`, an event's limit). */
  mostBy: 'places' | 'perBooking'
}

/** What is known of a line beyond itself: its room (null when it could not be asked) and whether it needs names. */
export interface LineFacts {
  room: LineRoom | null
  /** The ticket asks a first and last name per person (a line that carries names needs them anyway). */
  namesRequired: boolean
}

/** Facts of a line nothing could be asked about: only what the line itself says holds. */
export const LINE_ONLY: LineFacts = { room: null, namesRequired: false }

/** One rule a line breaks. */
export type LineViolation =
  /** Fewer usable names than persons (`named` of `persons`), or names of persons the line no longer holds. */
  | { rule: 'names'; persons: number; named: number }
  | { rule: 'atLeast'; least: number }
  | { rule: 'perBooking'; most: number }
  /** More than the places left; `most` 0 when none is left. */
  | { rule: 'placesLeft'; most: number }

/** The names stored with a line (`attributes.attendees`), unreadable entries as empty names; null for a line without. */
export function personNames(line: Pick<CartSummaryItem, 'attributes'>): Attendee[] | null {
  const stored: unknown = line.attributes.attendees
  if (!Array.isArray(stored)) return null
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return stored.map((entry: unknown) => {
    const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
    return { name: text(fields.name), surname: text(fields.surname) }
  })
}

/** True when the line must name each of its persons. */
export const needsNames = (line: CartSummaryItem, facts: LineFacts): boolean =>
  facts.namesRequired || personNames(line) !== null

/** The persons (from 0) of a line holding `quantity` whose first or last name is missing or unusable. */
export function unnamedPersons(line: Pick<CartSummaryItem, 'attributes'>, quantity: number): number[] {
  return attendeesFor(personNames(line) ?? [], quantity).flatMap((person, index) =>
    nameProblem(person.name) || nameProblem(person.surname) ? [index] : [],
  )
}

/** How many places a line takes: a booking's participants, else its quantity. */
const placesOf = (line: CartSummaryItem): number => line.participantCount ?? line.quantity

/** The limit `count` places pass on `room`, or null within it. */
function roomViolation(room: LineRoom, count: number): LineViolation | null {
  if (count > room.most)
    return room.mostBy === 'perBooking'
      ? { rule: 'perBooking', most: room.most }
      : { rule: 'placesLeft', most: room.most }
  return count < room.least ? { rule: 'atLeast', least: room.least } : null
}

/**
 * Every rule `line` breaks on `facts`, in the order a visitor would mend them: names, then the limits. An empty list
 * means the line may be ordered as it is (as far as `facts` know).
 */
export function lineRuleViolations(line: CartSummaryItem, facts: LineFacts): LineViolation[] {
  const violations: LineViolation[] = []
  if (needsNames(line, facts)) {
    const stored = personNames(line)?.length ?? 0
    const named = line.quantity - unnamedPersons(line, line.quantity).length
    if (named < line.quantity || stored > line.quantity)
      violations.push({ rule: 'names', persons: line.quantity, named })
  }
  const limit = facts.room && roomViolation(facts.room, placesOf(line))
  if (limit) violations.push(limit)
  return violations
}

/**
 * Why a step of `line` to `quantity` may not happen on `room`, or null when it may: a step up past the most, a step
 * below the least. A step towards the room is always allowed, so a line above a limit can come down to it.
 */
export function stepViolation(
  line: CartSummaryItem,
  quantity: number,
  room: LineRoom | null,
): LineViolation | null {
  if (!room) return null
  const violation = roomViolation(room, quantity)
  if (violation?.rule === 'atLeast') return quantity < line.quantity ? violation : null
  return violation && quantity > line.quantity ? violation : null
}

/**
 * The names a line holding `quantity` persons stores: the first `quantity` of its names, missing ones empty; `added`
 * (a new person's names) after them. A step down thus takes the last person off, the one a step up added last.
 */
export function namesForQuantity(
  line: Pick<CartSummaryItem, 'attributes'>,
  quantity: number,
  added?: Attendee,
): Attendee[] {
  const kept = attendeesFor(personNames(line) ?? [], quantity)
  return added ? [...kept, added] : kept
}

/** The names of a line holding `quantity` persons with person `index` (from 0) named `names`. */
export function namesWithPerson(
  line: Pick<CartSummaryItem, 'attributes'>,
  quantity: number,
  index: number,
  names: Attendee,
): Attendee[] {
  return namesForQuantity(line, quantity).map((person, at) => (at === index ? names : person))
}
