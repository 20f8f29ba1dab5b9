import { useState } from 'react'
import { useShopConfig } from '../base/useShopText'
import { selectedCount } from '../../src/domain/tickets/quantities'
import type { TicketSlot } from '../../src/domain/tickets/slots'
import { cartAddress } from '../../src/domain/shop/shopPages'
import type { AddOutcome } from './addTickets'
import { AddToCart } from './AddToCart'
import { AttendeeFields } from './AttendeeFields'
import { TicketRows, type TicketRowsProps } from './TicketRows'
import type { Attendees } from './useAttendees'

/** "In den Warenkorb" as it runs: busy while it asks the server, then what it said. */
export function useAddAction() {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<AddOutcome | null>(null)
  return {
    busy,
    outcome,
    /** Forgets what adding said: the visitor changed the choice since. */
    reset: () => setOutcome(null),
    /** Runs `attempt`; when it added, `onAdded` clears the choice for the next booking. */
    run: async (attempt: () => Promise<AddOutcome>, onAdded: () => void) => {
      setBusy(true)
      setOutcome(null)
      const result = await attempt()
      setBusy(false)
      setOutcome(result)
      if (result.kind === 'added') onAdded()
    },
  }
}

export type AddAction = ReturnType<typeof useAddAction>

export interface TicketChoiceProps extends Pick<
  TicketRowsProps,
  'tickets' | 'selection' | 'maxOf' | 'legend' | 'limitKey' | 'ref'
> {
  onQuantity: (ticketId: number, quantity: number) => void
  /** Says a sentence in the element's live region. */
  announce: (sentence: string) => void
  attendees: Attendees
  adding: AddAction
  /** Adds the choice; called only once every name asked for is there. */
  onAdd: () => void
  /** The chosen time, for the sentence when its places changed. */
  slot?: TicketSlot
  onChooseSlot?: (slot: TicketSlot) => void
}

/** The last steps of every booking: how many of each ticket, the names they ask for, and "In den Warenkorb". */
export function TicketChoice(props: TicketChoiceProps) {
  const { tickets, selection, attendees, adding } = props
  const config = useShopConfig()

  return (
    <>
      <TicketRows
        {...props}
        onChange={(ticketId, quantity, sentence) => {
          props.onQuantity(ticketId, quantity)
          adding.reset()
          props.announce(sentence)
        }}
      />
      <AttendeeFields tickets={tickets} selection={selection} attendees={attendees} />
      <AddToCart
        disabled={selectedCount(selection) === 0}
        busy={adding.busy}
        outcome={adding.outcome}
        slot={props.slot}
        cartUrl={cartAddress(config)}
        onAdd={() => {
          adding.reset()
          if (attendees.complete()) props.onAdd()
        }}
        onChooseSlot={(slot) => {
          props.onChooseSlot?.(slot)
          adding.reset()
        }}
      />
    </>
  )
}
