import { useMemo, useState } from 'react'
import type { ShopConfig } from '../../src/domain/shop/config'
import { dayAvailability, isChoosableDay } from '../../src/domain/tickets/availability'
import { ticketBookingsIn } from '../../src/domain/cart/ticketLines'
import { monthOf, sameMonth, type CalendarMonth } from '../../src/domain/tickets/monthGrid'
import { maxQuantity } from '../../src/domain/tickets/quantities'
import { daySlots, type TicketSlot } from '../../src/domain/tickets/slots'
import { daysWithoutTimeLeft } from '../../src/domain/tickets/timeLeft'
import type { TicketSelection } from '../../src/domain/tickets/types'
import { museumNow, museumToday, type DayKey } from '../../src/domain/tickets/wallClock'
import { useCart } from '../base/useCart'
import { firstMonth, heldReservations, linkedDay } from './firstView'
import { useCalendarMonth, useDayOffer, type TicketScope } from './useTicketData'

/** Data and choices of the booking steps: month → day → time → quantities. */
export function useTicketFlow(
  config: ShopConfig,
  scope: TicketScope,
  link: { date?: string; time?: string },
) {
  const [today] = useState(() => museumToday())
  const linked = linkedDay(link.date, today)
  const [month, setMonth] = useState<CalendarMonth>(() => firstMonth(link.date, today))
  const [chosenDay, setDay] = useState<DayKey | null>(null)
  const [chosenMinutes, setMinutes] = useState<number | null>(null)
  const [selection, setSelection] = useState<TicketSelection>({})

  const cartSnapshot = useCart(config.variant, config.storageKeys)
  const cart = useMemo(() => ticketBookingsIn(cartSnapshot.items), [cartSnapshot])
  // The visitor's own holds count as free for them: availability calls send them back.
  const reservations = useMemo(() => heldReservations(config, cartSnapshot.items), [config, cartSnapshot])
  const calendarState = useCalendarMonth(config, scope, month, reservations)
  const calendar = calendarState?.status === 'error' ? undefined : calendarState?.data
  // Today's offer is asked while today is shown as bookable: after its last time it is marked as having none.
  const todayShown = sameMonth(monthOf(today), month) && calendar?.[today] === 'available'
  const todayState = useDayOffer(config, scope, todayShown ? today : null, reservations).state
  const todayOffer = todayState?.status === 'error' ? undefined : todayState?.data
  const todayContext = useMemo(() => todayOffer && { offer: todayOffer, cart }, [todayOffer, cart])
  const spentToday = useMemo(() => daysWithoutTimeLeft([todayContext], museumNow()), [todayContext])
  // Until the visitor chooses, the deep link's day stands, once the month's availability says it can be booked.
  const linkedChoosable =
    linked && calendar && isChoosableDay(dayAvailability(calendar, linked, today, spentToday))
  const day = chosenDay ?? (linkedChoosable ? linked : null)
  const { query: dayOffer, state: offerState } = useDayOffer(config, scope, day, reservations)
  const offer = offerState?.status === 'error' ? undefined : offerState?.data
  const context = useMemo(() => offer && { offer, cart }, [offer, cart])
  const slots = useMemo(() => (context ? daySlots(context, museumNow()) : []), [context])
  // The chosen day too, once its times are known: a day whose times are all gone is marked in the calendar.
  const spent = useMemo(
    () => daysWithoutTimeLeft([todayContext, context], museumNow()),
    [todayContext, context],
  )
  // The deep link's time stands on its day until the visitor chooses one, when it is free.
  const linkedSlot =
    day === linked
      ? slots.find((slot) => slot.time === link.time?.trim() && !slot.past && slot.places.kind !== 'soldOut')
      : undefined
  const minutes = chosenMinutes ?? linkedSlot?.minutes ?? null
  // A day ticket has one start a day, its first entry: no time to choose.
  const slot: TicketSlot | undefined =
    scope.type === 'normal' ? slots[0] : slots.find((candidate) => candidate.minutes === minutes)

  const offered = useMemo(() => new Set(slot?.ticketIds), [slot])
  const tickets = offer && slot ? offer.tickets.filter((ticket) => offered.has(ticket.id)) : []
  const maxOf = (ticketId: number) =>
    context && slot ? maxQuantity(context, ticketId, slot.minutes, selection) : 0

  return {
    today,
    month,
    setMonth,
    day,
    chooseDay: (next: DayKey) => {
      setDay(next)
      setMinutes(null)
      setSelection({})
    },
    calendarState,
    calendar,
    spent,
    dayOffer,
    offerState,
    slots,
    slot,
    chooseSlot: (next: TicketSlot) => setMinutes(next.minutes),
    tickets,
    selection,
    setQuantity: (ticketId: number, quantity: number) =>
      setSelection((current) => ({ ...current, [ticketId]: quantity })),
    clearSelection: () => setSelection({}),
    maxOf,
    cart,
  }
}

export type TicketFlow = ReturnType<typeof useTicketFlow>
