import { useEffect, useId, useRef } from 'react'
import { useShopText } from '../base/useShopText'
import {
  ATTENDEE_FIELDS,
  ATTENDEE_NAME_MAX,
  attendeesFor,
  namedPersons,
  type Attendee,
  type AttendeeField,
} from '../../src/domain/tickets/attendees'
import type { Ticket, TicketSelection } from '../../src/domain/tickets/types'
import type { Attendees } from './useAttendees'

export interface AttendeeFieldsProps {
  /** The tickets offered; those chosen that ask for names get a pair of fields per person. */
  tickets: readonly Ticket[]
  selection: TicketSelection
  attendees: Attendees
}

interface Person {
  ticket: Ticket
  index: number
  /** Counted over all tickets, from 1: "Person 3". */
  number: number
  attendee: Attendee
}

/**
 * A first and a last name for each person of the chosen tickets that ask for names, "Person 1" … over all of them.
 * A field in error says why beside it and is marked invalid; the fields are never filled in by the browser, since
 * most of the names are other people's.
 */
export function AttendeeFields({ tickets, selection, attendees }: AttendeeFieldsProps) {
  const { t } = useShopText()
  const fields = useRef<HTMLFieldSetElement>(null)
  // Each try to add with names missing takes the keyboard to the first field in error.
  useEffect(() => {
    if (attendees.failedTries > 0)
      fields.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
  }, [attendees.failedTries])
  const persons: Person[] = tickets
    .flatMap((ticket) =>
      attendeesFor(attendees.names[ticket.id], namedPersons(ticket, selection[ticket.id] ?? 0)).map(
        (attendee, index) => ({ ticket, index, attendee }),
      ),
    )
    .map((person, at) => ({ ...person, number: at + 1 }))
  if (persons.length === 0) return null
  return (
    <fieldset ref={fields} className="shop-tickets__step" part="step attendees">
      <legend className="shop-tickets__legend" part="legend">
        {t('tickets.attendees.legend')}
      </legend>
      <p className="shop-tickets__hint">{t('tickets.attendees.hint')}</p>
      {persons.map((person) => (
        <fieldset key={`${person.ticket.id}-${person.index}`} className="shop-tickets__person" part="person">
          <legend className="shop-tickets__person-legend">
            {t('tickets.attendees.person', { number: person.number, ticket: person.ticket.title })}
          </legend>
          {ATTENDEE_FIELDS.map((field) => (
            <NameField key={field} person={person} field={field} attendees={attendees} />
          ))}
        </fieldset>
      ))}
    </fieldset>
  )
}

interface NameFieldProps {
  person: Person
  field: AttendeeField
  attendees: Attendees
}

function NameField({ person, field, attendees }: NameFieldProps) {
  const { t } = useShopText()
  const id = useId()
  const error = attendees.errors.find(
    (found) => found.ticketId === person.ticket.id && found.index === person.index && found.field === field,
  )
  const label = t(`tickets.attendees.${field}`)
  const message =
    error?.problem === 'tooLong'
      ? t('tickets.attendees.tooLong', { count: ATTENDEE_NAME_MAX })
      : error && t(`tickets.attendees.missing.${field}`)
  return (
    <div className="shop-tickets__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        aria-label={t('tickets.attendees.fieldName', { field: label, number: person.number })}
        part="input"
        autoComplete="off"
        spellCheck={false}
        value={person.attendee[field]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => attendees.setName(person.ticket.id, person.index, field, event.target.value)}
      />
      {message && (
        <p id={`${id}-error`} className="shop-tickets__field-error" part="field-error">
          {message}
        </p>
      )}
    </div>
  )
}
