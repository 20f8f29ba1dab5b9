/**
 * What a ticket line carries beyond its name and time, for the visitor to review before paying: the time of each part
 * of a combination ticket (`sub_ticket_times`) and the names of the persons a ticket asks names for (`attendees`).
 * Read tolerantly from the stored line: a part or name that does not read is left out, never guessed. The names are
 * people's data: they are shown to the visitor who typed them and go nowhere else from here.
 */
import type { CartSummaryItem } from './storedCart'
import { partTimesOf } from './ticketLines'
import { formatDayAndTime } from '../tickets/dateFormat'
import { isBefore, parseWallClock, type WallClock } from '../tickets/wallClock'

/** One part of a combination ticket as the visitor reads it: its number in visiting order and its time. */
export interface PartTime {
  /** 1 for the first part visited. */
  number: number
  /** "Sa, 30. Mai, 11:30 Uhr" on the museum's clock. */
  when: string
}

/**
 * The parts of a combination ticket's line in visiting order (earliest first: a part starts after the one before it
 * ends), each with its time in `locale`; none for every other line.
 */
export function partTimesShown(item: Pick<CartSummaryItem, 'attributes'>, locale: string): PartTime[] {
  const walls = Object.values(partTimesOf(item))
    .map(parseWallClock)
    .filter((wall): wall is WallClock => wall !== null)
    .sort((a, b) => (isBefore(a, b) ? -1 : isBefore(b, a) ? 1 : 0))
  return walls.map((wall, index) => ({ number: index + 1, when: formatDayAndTime(wall, locale) }))
}

/** A stored text field, trimmed; '' when it is none. */
function textOf(value: unknown, field: string): string {
  if (typeof value !== 'object' || value === null) return ''
  const text: unknown = (value as Record<string, unknown>)[field]
  return typeof text === 'string' ? text.trim() : ''
}

/** The persons named on a line (`attendees: [{name, surname}]`) as "Anna Muster"; none when the line names nobody. */
export function attendeeNamesOf(item: Pick<CartSummaryItem, 'attributes'>): string[] {
  const attendees: unknown = item.attributes.attendees
  if (!Array.isArray(attendees)) return []
  return attendees
    .map((attendee: unknown) =>
      [textOf(attendee, 'name'), textOf(attendee, 'surname')].filter(Boolean).join(' '),
    )
    .filter((name) => name !== '')
}
