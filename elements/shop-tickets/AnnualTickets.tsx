import { useMemo, useState } from 'react'
import { useShopConfig, useShopText } from '../base/useShopText'
import { annualMax } from '../../src/domain/cart/annualLine'
import { ticketCartLines } from '../../src/domain/cart/ticketLines'
import type { TicketSelection } from '../../src/domain/tickets/types'
import { TICKETS_REQUEST } from '../../src/services/tickets'
import { apiQuery } from '../../src/store/apiQuery'
import { useQuery } from '../base/storeHooks'
import { useEmit } from '../base/elementContext'
import { useCart } from '../base/useCart'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { storeTicketLines } from './storeLines'
import { TicketChoice, useAddAction } from './TicketChoice'
import { TicketFailure } from './TicketFailure'
import type { ShopTicketsProps } from './stepProps'
import { useAttendees } from './useAttendees'

/**
 * Annual tickets: the bookable annual tickets of the element's filters (`GET /tickets?by_ticket_types[]=annual`), one
 * quantity each, no day and no time. They have no places to ask again for: the list is at most a minute old, and the
 * server checks the order.
 */
export function AnnualTickets(props: ShopTicketsProps) {
  const config = useShopConfig()
  const { t } = useShopText()
  const { ticketIds, museumIds, exhibitionIds } = props
  const query = useMemo(
    () => apiQuery(config, TICKETS_REQUEST, { types: ['annual'], ticketIds, museumIds, exhibitionIds }),
    [config, ticketIds, museumIds, exhibitionIds],
  )
  const state = useQuery(query)
  const tickets = (state?.status === 'error' ? undefined : state?.data) ?? []
  const cart = useCart(config.variant, config.storageKeys)
  const emit = useEmit()
  const [selection, setSelection] = useState<TicketSelection>({})
  const [announcement, setAnnouncement] = useState('')
  const adding = useAddAction()
  const attendees = useAttendees(tickets, selection)
  useLoadedEvent('shop-tickets', 'tickets', state?.status === 'success')

  const add = () => {
    const lines = ticketCartLines(tickets, selection, null, attendees.names)
    const goToCart = props.afterAdd === 'cart'
    void adding.run(
      async () => storeTicketLines({ config, lines, time: null, emit, goToCart }),
      () => {
        setSelection({})
        attendees.clear()
      },
    )
  }

  return (
    <div className="shop-tickets" part="tickets">
      <p className="shop-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {state?.status === 'error' ? (
        <TicketFailure error={state.error} />
      ) : state?.status !== 'success' && tickets.length === 0 ? (
        <div className="shop-tickets__loading" part="placeholder" aria-busy="true">
          {t('common.loading')}
        </div>
      ) : tickets.length === 0 ? (
        <p className="shop-tickets__notice" part="notice">
          {t('tickets.annual.none')}
        </p>
      ) : (
        <TicketChoice
          tickets={tickets}
          selection={selection}
          maxOf={(ticketId) => {
            const ticket = tickets.find((candidate) => candidate.id === ticketId)
            return ticket ? annualMax(ticket, cart.items) : 0
          }}
          onQuantity={(ticketId, quantity) =>
            setSelection((current) => ({ ...current, [ticketId]: quantity }))
          }
          announce={setAnnouncement}
          legend={t('tickets.annual.legend')}
          limitKey="tickets.atMostPerBooking"
          attendees={attendees}
          adding={adding}
          onAdd={add}
        />
      )}
    </div>
  )
}
