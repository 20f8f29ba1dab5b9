import { useState } from 'react'
import {
  attendeeErrors,
  attendeesFor,
  type AttendeeError,
  type AttendeeField,
  type AttendeeNames,
} from '../../src/domain/tickets/attendees'
import type { Ticket, TicketSelection } from '../../src/domain/tickets/types'

/**
 * The names typed for the chosen tickets that ask for them. They live in this state until they go into the cart
 * line, and nowhere else. Errors show once the visitor tried to add, and follow every keystroke from then on.
 */
export function useAttendees(tickets: readonly Ticket[], selection: TicketSelection) {
  const [names, setNames] = useState<AttendeeNames>({})
  const [tried, setTried] = useState(false)
  const [failedTries, setFailedTries] = useState(0)
  const errors: AttendeeError[] = tried ? attendeeErrors(tickets, selection, names) : []
  return {
    names,
    errors,
    /** How often adding found names missing: each time, the first field in error takes the focus. */
    failedTries,
    setName: (ticketId: number, index: number, field: AttendeeField, value: string) =>
      setNames((current) => {
        const list = attendeesFor(current[ticketId], Math.max(index + 1, current[ticketId]?.length ?? 0))
        list[index] = { ...list[index]!, [field]: value }
        return { ...current, [ticketId]: list }
      }),
    /** True when every name is there; otherwise the errors show and the first field in error takes the focus. */
    complete: (): boolean => {
      setTried(true)
      const complete = attendeeErrors(tickets, selection, names).length === 0
      if (!complete) setFailedTries((count) => count + 1)
      return complete
    },
    /** Forgets the names: they are in the cart line now. */
    clear: () => {
      setNames({})
      setTried(false)
    },
  }
}

export type Attendees = ReturnType<typeof useAttendees>
