// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  ATTENDEE_NAME_MAX,
  attendeeErrors,
  attendeesFor,
  cleanName,
  keptAttendees,
  namedPersons,
} from '../../../src/domain/tickets/attendees'
import { ticket, TICKET_IDS } from './offers'

/** The documented ticket asks for names; our adult ticket ("optional") does not. */
const named = ticket(247)
const reducedNamed = ticket(248)
const adult = ticket(TICKET_IDS.adult)
const person = (name: string, surname: string) => ({ name, surname })

describe('which persons are named', () => {
  it('one per chosen ticket that asks for names, none for the others', () => {
    expect(namedPersons(named, 3)).toBe(3)
    expect(namedPersons(adult, 3)).toBe(0)
  })

  it('keeps the names typed when the quantity changes, and fills new persons with empty names', () => {
    const typed = [person('Ada', 'Lovelace'), person('Alan', 'Turing')]
    expect(attendeesFor(typed, 1)).toEqual([person('Ada', 'Lovelace')])
    expect(attendeesFor(typed, 3)).toEqual([...typed, person('', '')])
    expect(attendeesFor(undefined, 1)).toEqual([person('', '')])
  })
})

describe('attendeeErrors', () => {
  it('names every empty field, person by person, first name before last name', () => {
    const errors = attendeeErrors([named, reducedNamed], { 247: 2, 248: 1 }, { 247: [person('Ada', ' ')] })
    expect(errors).toEqual([
      { ticketId: 247, index: 0, field: 'surname', problem: 'missing' },
      { ticketId: 247, index: 1, field: 'name', problem: 'missing' },
      { ticketId: 247, index: 1, field: 'surname', problem: 'missing' },
      { ticketId: 248, index: 0, field: 'name', problem: 'missing' },
      { ticketId: 248, index: 0, field: 'surname', problem: 'missing' },
    ])
  })

  it(`refuses a name of more than ${ATTENDEE_NAME_MAX} characters, counting characters, not code units`, () => {
    const long = 'A'.repeat(ATTENDEE_NAME_MAX + 1)
    const longest = '🦕'.repeat(ATTENDEE_NAME_MAX)
    expect(attendeeErrors([named], { 247: 1 }, { 247: [person(long, longest)] })).toEqual([
      { ticketId: 247, index: 0, field: 'name', problem: 'tooLong' },
    ])
  })

  it('has nothing to say about tickets that ask for no names, or complete names', () => {
    expect(attendeeErrors([adult], { [adult.id]: 4 }, {})).toEqual([])
    expect(attendeeErrors([named], { 247: 1 }, { 247: [person('Ada', 'Lovelace')] })).toEqual([])
    expect(attendeeErrors([named], { 247: 0 }, {})).toEqual([])
  })
})

describe('the names kept in the cart line', () => {
  it('are cleaned: spaces at the ends dropped, inner runs made one', () => {
    expect(cleanName('  Jean   Paul\t')).toBe('Jean Paul')
    expect(keptAttendees(named, 1, { 247: [person(' Ada ', 'King  Lovelace')] })).toEqual([
      person('Ada', 'King Lovelace'),
    ])
  })

  it('are left out for tickets that ask for none', () => {
    expect(keptAttendees(adult, 2, { [adult.id]: [person('Ada', 'Lovelace')] })).toBeUndefined()
  })
})
