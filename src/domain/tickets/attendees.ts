/**
 * The names a ticket with `attendees: "required"` asks for: a first and a last name per person, before the ticket goes
 * into the cart. They are kept in the cart line only, and sent from there as the order item's `attendees: [{name,
 * surname}]`. Names are personal data: nothing here logs, announces or sends them anywhere else.
 */
import type { Ticket, TicketSelection } from './types'

/** One person of a ticket as the order item names them: `name` is the first name, `surname` the last. */
export interface Attendee {
  name: string
  surname: string
}

export type AttendeeField = keyof Attendee

/** Ticket id → the names typed for its persons, in order. */
export type AttendeeNames = Readonly<Record<number, readonly Attendee[]>>

/** The longest name kept, in characters. */
export const ATTENDEE_NAME_MAX = 100

export type AttendeeProblem = 'missing' | 'tooLong'

/** One field that cannot be sent as it is: of which ticket, which person (from 0), which name. */
export interface AttendeeError {
  ticketId: number
  index: number
  field: AttendeeField
  problem: AttendeeProblem
}

const EMPTY: Attendee = { name: '', surname: '' }

/** The order of the fields on screen: first name, then last name. */
export const ATTENDEE_FIELDS: readonly AttendeeField[] = ['name', 'surname']

/** A name as it is kept: white space at the ends dropped, runs of it made one space. */
export function cleanName(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** How many persons of `ticket` are named: one per chosen ticket when it asks for names, else none. */
export function namedPersons(ticket: Ticket, quantity: number): number {
  return ticket.attendeesRequired ? Math.max(0, quantity) : 0
}

/** `names` cut or filled with empty names to `count` persons. */
export function attendeesFor(names: readonly Attendee[] | undefined, count: number): Attendee[] {
  return Array.from({ length: count }, (_, index) => names?.[index] ?? EMPTY)
}

/** What keeps one name from being sent as it is, or null when it can be. */
export function nameProblem(text: string): AttendeeProblem | null {
  const clean = cleanName(text)
  if (clean === '') return 'missing'
  return Array.from(clean).length > ATTENDEE_NAME_MAX ? 'tooLong' : null
}

/** What is wrong with the names of the chosen tickets that ask for them, in the order the fields are shown. */
export function attendeeErrors(
  tickets: readonly Ticket[],
  selection: TicketSelection,
  names: AttendeeNames,
): AttendeeError[] {
  return tickets.flatMap((ticket) =>
    attendeesFor(names[ticket.id], namedPersons(ticket, selection[ticket.id] ?? 0)).flatMap(
      (attendee, index) =>
        ATTENDEE_FIELDS.flatMap((field) => {
          const problem = nameProblem(attendee[field])
          return problem ? [{ ticketId: ticket.id, index, field, problem }] : []
        }),
    ),
  )
}

/** The names kept for `ticket` in its cart line, cleaned; undefined when the ticket asks for none. */
export function keptAttendees(
  ticket: Ticket,
  quantity: number,
  names: AttendeeNames,
): Attendee[] | undefined {
  if (!ticket.attendeesRequired) return undefined
  return attendeesFor(names[ticket.id], quantity).map(({ name, surname }) => ({
    name: cleanName(name),
    surname: cleanName(surname),
  }))
}
