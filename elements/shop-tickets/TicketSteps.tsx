import { useEffect, useState } from 'react'
import { useShopConfig, useShopText } from '../base/useShopText'
import { formatDay, formatDayAndTime, formatTime } from '../../src/domain/tickets/dateFormat'
import { parseWallClock } from '../../src/domain/tickets/wallClock'
import { useEmit } from '../base/elementContext'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { addTicketsToCart } from './addTickets'
import { CombinationSteps } from './CombinationSteps'
import { ticketScope } from './firstView'
import { placesText, SlotPicker } from './SlotPicker'
import type { ShopTicketsProps } from './stepProps'
import { TicketCalendar } from './TicketCalendar'
import { TicketChoice, useAddAction } from './TicketChoice'
import { TicketFailure } from './TicketFailure'
import { useAttendees } from './useAttendees'
import { useOfferName } from './useTicketData'
import { useStepFocus } from './useStepFocus'
import { useTicketFlow } from './useTicketFlow'

/** "Sa, 30. Mai, 11:30 Uhr" for a timed ticket, "Sa, 30. Mai" for a day ticket: the museum's date and time. */
function whenText(iso: string, type: 'time_slot' | 'normal', locale: string): string {
  const wall = parseWallClock(iso)
  if (!wall) return ''
  return type === 'normal' ? formatDay(wall.date, locale) : formatDayAndTime(wall, locale)
}

/**
 * Timed and day tickets: the month calendar, the day's times (none for day tickets), the tickets. A day whose offer
 * is combination tickets alone goes on with a time per part instead.
 */
export function TicketSteps(props: ShopTicketsProps) {
  const config = useShopConfig()
  const { t, locale } = useShopText()
  const scope = ticketScope(props)
  const flow = useTicketFlow(config, scope, { date: props.date, time: props.time })
  const emit = useEmit()
  const [announcement, setAnnouncement] = useState('')
  const adding = useAddAction()
  const attendees = useAttendees(flow.tickets, flow.selection)
  const { times: timesStep, tickets: ticketsStep, ...steps } = useStepFocus()
  const offerName = useOfferName(config, scope)
  const offer = flow.offerState?.status === 'error' ? undefined : flow.offerState?.data
  const combination = offer !== undefined && offer.tickets.length === 0 && offer.combinations.length > 0
  useLoadedEvent('shop-tickets', 'tickets', flow.calendarState?.status === 'success')
  useEffect(() => {
    // The combination's steps take the keyboard themselves, once their times are in.
    if (combination || !flow.offerState || flow.offerState.status === 'fetching') return
    steps.afterRender()
  })

  const add = () => {
    const { dayOffer, slot } = flow
    if (!dayOffer || !slot) return
    const request = { config, dayOffer, minutes: slot.minutes, selection: flow.selection, cart: flow.cart }
    const goToCart = props.afterAdd === 'cart'
    void adding.run(
      () => addTicketsToCart({ ...request, names: attendees.names, emit, goToCart }),
      () => {
        flow.clearSelection()
        attendees.clear()
      },
    )
  }

  const calendarError = flow.calendarState?.status === 'error' ? flow.calendarState.error : null
  const offerError = flow.offerState?.status === 'error' ? flow.offerState.error : null
  return (
    <div className="shop-tickets" part="tickets">
      <p className="shop-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <section
        className="shop-tickets__step"
        part="step"
        aria-label={offerName ? t('tickets.date.region', { offer: offerName }) : t('tickets.date.legend')}
      >
        {calendarError ? (
          <TicketFailure error={calendarError} />
        ) : (
          <TicketCalendar
            month={flow.month}
            today={flow.today}
            calendar={flow.calendar}
            spent={flow.spent}
            selected={flow.day}
            onMonth={flow.setMonth}
            onChoose={(day) => {
              flow.chooseDay(day)
              adding.reset()
              steps.want('times')
              setAnnouncement(t('tickets.date.chosen', { date: formatDay(day, locale) }))
            }}
          />
        )}
      </section>
      {flow.day && offerError && <TicketFailure error={offerError} />}
      {flow.day && !offerError && flow.offerState?.status !== 'success' && !flow.slots.length && (
        <div className="shop-tickets__loading" part="placeholder" aria-busy="true">
          {t('common.loading')}
        </div>
      )}
      {flow.day && offer && combination && (
        <CombinationSteps
          key={flow.day}
          day={flow.day}
          offer={offer}
          cart={flow.cart}
          partMinutes={props.partMinutes}
          takeFocus={() => steps.take('times')}
          announce={setAnnouncement}
          goToCart={props.afterAdd === 'cart'}
        />
      )}
      {flow.day && !offerError && flow.slots.length > 0 && scope.type === 'time_slot' && (
        <SlotPicker
          ref={timesStep}
          day={flow.day}
          slots={flow.slots}
          chosen={flow.slot?.minutes ?? null}
          onChoose={(slot, pointer) => {
            flow.chooseSlot(slot)
            // A finger on a phone would not see the tickets appear below the times.
            if (pointer) steps.want('ticketsInView')
            adding.reset()
            setAnnouncement(
              t('tickets.time.chosen', {
                time: formatTime(slot.minutes, locale),
                places: placesText(slot.places, t),
              }),
            )
          }}
        />
      )}
      {flow.slot && flow.tickets.length > 0 && (
        <TicketChoice
          tickets={flow.tickets}
          selection={flow.selection}
          maxOf={flow.maxOf}
          onQuantity={flow.setQuantity}
          announce={setAnnouncement}
          legend={t('tickets.tickets.legend', { when: whenText(flow.slot.iso, scope.type, locale) })}
          attendees={attendees}
          adding={adding}
          onAdd={add}
          ref={ticketsStep}
          slot={flow.slot}
          onChooseSlot={(slot) => {
            // The notice that offered the time goes: the keyboard follows to the time, the live region says it.
            flow.chooseSlot(slot)
            steps.want('chosenTime')
            setAnnouncement(
              t('tickets.time.switched', {
                time: formatTime(slot.minutes, locale),
                places: placesText(slot.places, t),
              }),
            )
          }}
        />
      )}
    </div>
  )
}
