import { useEffect, useMemo, useRef, useState } from 'react'
import { useStableList } from '../base/useStableList'
import type { ShopConfig } from '../../src/domain/shop/config'
import { choosePart, combinationContext, type TicketCapacity } from '../../src/domain/tickets/combination'
import type { DayOffer, Ticket, TicketBooking, TicketSelection } from '../../src/domain/tickets/types'
import { museumNow, type DayKey } from '../../src/domain/tickets/wallClock'
import { TICKET_CAPACITY_REQUEST, TICKET_REQUEST } from '../../src/services/tickets'
import { apiQuery } from '../../src/store/apiQuery'
import { useShopState } from '../base/storeHooks'
import { fetchQuery, readQuery, type Query } from '../../src/store/query'
import type { QueryState } from '../../src/store/shopStore'

/** Several cached requests at once, each fetched when needed, as `useQuery` does for one. */
function useQueries<T>(queries: readonly Query<T>[]): (QueryState<T> | undefined)[] {
  const latest = useRef(queries)
  useEffect(() => {
    latest.current = queries
  })
  const keys = useStableList(queries.map((query) => query.key))
  useEffect(() => {
    for (const query of latest.current)
      fetchQuery(query).catch(() => {
        // The error is in the store, where the component reads it.
      })
  }, [keys])
  const all = useShopState((state) => state.queries)
  return useMemo(() => queries.map((query) => readQuery(all, query)), [queries, all])
}

const dataOf = <T>(state: QueryState<T> | undefined): T | undefined =>
  state?.status === 'error' ? undefined : state?.data

/** The combination tickets sold together: the day's first and those with the same parts (regular, reduced …). */
function sameParts(combinations: readonly Ticket[]): Ticket[] {
  const parts = combinations[0]?.subTicketIds.join() ?? ''
  return combinations.filter((ticket) => ticket.subTicketIds.join() === parts)
}

/**
 * The data and choices of a day's combination tickets: each part's name (GET /tickets/{id}) and places, and each
 * combination ticket's own (GET /tickets/{id}/capacity, one request per ticket and day), the time chosen per part,
 * and the quantities.
 */
export function useCombination(
  config: ShopConfig,
  day: DayKey,
  offer: DayOffer,
  cart: readonly TicketBooking[],
) {
  const tickets = useMemo(() => sameParts(offer.combinations), [offer])
  const partIds = useMemo(() => tickets[0]?.subTicketIds ?? [], [tickets])
  const parts = useQueries(
    useMemo(() => partIds.map((id) => apiQuery(config, TICKET_REQUEST, id)), [config, partIds]),
  )
  const capacityQueries = useMemo(
    () =>
      [...partIds, ...tickets.map((ticket) => ticket.id)].map((ticketId) =>
        apiQuery(config, TICKET_CAPACITY_REQUEST, { ticketId, date: day }),
      ),
    [config, partIds, tickets, day],
  )
  const capacityStates = useQueries(capacityQueries)
  const [chosen, setChosen] = useState<(number | null)[]>(() => partIds.map(() => null))
  const [selection, setSelection] = useState<TicketSelection>({})
  const states = [...parts, ...capacityStates]
  const error = states.find((state) => state?.status === 'error')
  const capacities = capacityStates.map(dataOf)
  const ready = capacities.every((capacity) => capacity !== undefined) && parts.every((part) => dataOf(part))
  const ticketIds = tickets.map((ticket) => ticket.id)
  const input = { partIds, ticketIds, chosen, date: day, cart }
  return {
    tickets,
    /** The parts' names, in visiting order ('' when the server gave none). */
    partNames: parts.map((part) => dataOf(part)?.title ?? ''),
    error: error?.status === 'error' ? error.error : null,
    context: ready
      ? combinationContext({ ...input, capacities: capacities as TicketCapacity[], now: museumNow() })
      : null,
    /** The context from fresh capacity answers, for the re-check before adding. */
    freshContext: async () => {
      const fresh = await Promise.all(capacityQueries.map((query) => fetchQuery(query, 'fresh')))
      return combinationContext({ ...input, capacities: fresh, now: museumNow() })
    },
    chosen,
    /** Part `index` takes `minutes`; returns the later parts that lost their time by it. */
    choose: (index: number, minutes: number, partMinutes: number): number[] => {
      const next = choosePart(chosen, index, minutes, partMinutes)
      setChosen(next)
      return next.flatMap((value, at) => (value === null && chosen[at] !== null ? [at] : []))
    },
    selection,
    setQuantity: (ticketId: number, quantity: number) =>
      setSelection((current) => ({ ...current, [ticketId]: quantity })),
    clearSelection: () => setSelection({}),
  }
}

export type Combination = ReturnType<typeof useCombination>
