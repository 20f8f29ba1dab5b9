import { useEffect, useRef, useState } from 'react'
import { shopCurrency } from '../../api/schemas/shop'
import type { ShopConfig } from '../../domain/config'
import type { ShopError } from '../../domain/errors'
import { FAILURE_TEXT_KEYS, registerMessages } from '../../domain/messages'
import { formatDay, formatDayAndTime, formatTime } from '../../domain/tickets/dateFormat'
import { TicketAvailabilityError } from '../../domain/tickets/errors'
import { selectedCount } from '../../domain/tickets/quantities'
import { parseWallClock } from '../../domain/tickets/wallClock'
import type { Translator } from '../../domain/translations'
import { cartAddress } from '../../domain/shopPages'
import { retryFailedQueries } from '../../store/query'
import { useElementStyles } from '../base/adoptStyles'
import type { ElementProps } from '../base/attributes'
import { useEmit } from '../base/elementContext'
import { ShopContextFailure, StatusMessage } from '../base/StatusMessage'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { useShopContext } from '../base/useShopContext'
import { addTicketsToCart, type AddOutcome } from './addTickets'
import { AddToCart } from './AddToCart'
import type { SHOP_TICKETS } from './element'
import { ticketsMessages } from './messages'
import { placesText, SlotPicker } from './SlotPicker'
import { ticketStyles } from './styles'
import { TicketCalendar } from './TicketCalendar'
import { TicketRows } from './TicketRows'
import { useTicketFlow } from './useTicketFlow'

registerMessages(ticketsMessages)

type ShopTicketsProps = ElementProps<typeof SHOP_TICKETS>

/** The sentence for a failed ticket call: unreadable availability has its own, the rest say what kind of failure. */
function failureText(error: ShopError, t: Translator): string {
  return error instanceof TicketAvailabilityError
    ? t('tickets.unreadable')
    : t(FAILURE_TEXT_KEYS[error.failure])
}

/** "Sa, 30. Mai, 11:30 Uhr" for a timed ticket, "Sa, 30. Mai" for a day ticket: the museum's date and time. */
function whenText(iso: string, type: 'time_slot' | 'normal', locale: string): string {
  const wall = parseWallClock(iso)
  if (!wall) return ''
  return type === 'normal' ? formatDay(wall.date, locale) : formatDayAndTime(wall, locale)
}

export default function ShopTickets(props: ShopTicketsProps) {
  useElementStyles(ticketStyles)
  const context = useShopContext()
  if (context.status === 'error') return <ShopContextFailure element="shop-tickets" context={context} />
  if (context.status === 'waiting')
    return <div className="shop-tickets shop-tickets--waiting" part="placeholder" />
  const currency = shopCurrency(context.status === 'ready' ? context.shop : undefined)
  return (
    <TicketSteps
      {...props}
      config={context.config}
      currency={currency}
      t={context.t}
      locale={context.locale}
    />
  )
}

interface TicketStepsProps extends ShopTicketsProps {
  config: ShopConfig
  currency: string
  t: Translator
  locale: string
}

function TicketSteps({ config, currency, t, locale, ...props }: TicketStepsProps) {
  const scope = {
    type: props.ticketType === 'normal' ? ('normal' as const) : ('time_slot' as const),
    ticketIds: props.ticketIds,
    museumIds: props.museumIds,
    exhibitionIds: props.exhibitionIds,
  }
  const flow = useTicketFlow(config, scope, { date: props.date, time: props.time })
  const emit = useEmit()
  const [announcement, setAnnouncement] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<AddOutcome | null>(null)
  const slotStep = useRef<HTMLFieldSetElement>(null)
  const wantSlotFocus = useRef(false)
  useLoadedEvent('shop-tickets', 'tickets', flow.calendarState?.status === 'success')
  useEffect(() => {
    if (!wantSlotFocus.current || !flow.offerState || flow.offerState.status === 'fetching') return
    wantSlotFocus.current = false
    slotStep.current?.focus()
  })

  const add = async () => {
    if (!flow.dayOffer || !flow.slot) return
    setBusy(true)
    setOutcome(null)
    const result = await addTicketsToCart({
      config,
      dayOffer: flow.dayOffer,
      minutes: flow.slot.minutes,
      selection: flow.selection,
      cart: flow.cart,
      emit,
      goToCart: props.afterAdd === 'cart',
    })
    setBusy(false)
    setOutcome(result)
    if (result.kind === 'added') flow.clearSelection()
  }

  const calendarError = flow.calendarState?.status === 'error' ? flow.calendarState.error : null
  const offerError = flow.offerState?.status === 'error' ? flow.offerState.error : null
  return (
    <div className="shop-tickets" part="tickets">
      <p className="shop-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <section className="shop-tickets__step" part="step" aria-label={t('tickets.date.legend')}>
        {calendarError ? (
          <StatusMessage
            element="shop-tickets"
            error={calendarError}
            message={failureText(calendarError, t)}
            onRetry={retryFailedQueries}
            retryLabel={t('common.retry')}
          />
        ) : (
          <TicketCalendar
            month={flow.month}
            today={flow.today}
            calendar={flow.calendar}
            selected={flow.day}
            onMonth={flow.setMonth}
            onChoose={(day) => {
              flow.chooseDay(day)
              setOutcome(null)
              wantSlotFocus.current = true
              setAnnouncement(t('tickets.date.chosen', { date: formatDay(day, locale) }))
            }}
            t={t}
            locale={locale}
          />
        )}
      </section>
      {flow.day && offerError && (
        <StatusMessage
          element="shop-tickets"
          error={offerError}
          message={failureText(offerError, t)}
          onRetry={retryFailedQueries}
          retryLabel={t('common.retry')}
        />
      )}
      {flow.day && !offerError && flow.offerState?.status !== 'success' && !flow.slots.length && (
        <div className="shop-tickets__loading" part="placeholder" aria-busy="true">
          {t('common.loading')}
        </div>
      )}
      {flow.day && !offerError && flow.slots.length > 0 && scope.type === 'time_slot' && (
        <SlotPicker
          ref={slotStep}
          day={flow.day}
          slots={flow.slots}
          chosen={flow.slot?.minutes ?? null}
          onChoose={(slot) => {
            flow.chooseSlot(slot)
            setOutcome(null)
            setAnnouncement(
              t('tickets.time.chosen', {
                time: formatTime(slot.minutes, locale),
                places: placesText(slot.places, t),
              }),
            )
          }}
          t={t}
          locale={locale}
        />
      )}
      {flow.slot && flow.tickets.length > 0 && (
        <>
          <TicketRows
            tickets={flow.tickets}
            selection={flow.selection}
            maxOf={flow.maxOf}
            onChange={(ticketId, quantity, sentence) => {
              flow.setQuantity(ticketId, quantity)
              setOutcome(null)
              setAnnouncement(sentence)
            }}
            legend={t('tickets.tickets.legend', { when: whenText(flow.slot.iso, scope.type, locale) })}
            currency={currency}
            t={t}
            locale={locale}
          />
          <AddToCart
            disabled={selectedCount(flow.selection) === 0}
            busy={busy}
            outcome={outcome}
            slot={flow.slot}
            cartUrl={cartAddress(config)}
            onAdd={() => void add()}
            onChooseSlot={(slot) => {
              flow.chooseSlot(slot)
              setOutcome(null)
            }}
            t={t}
            locale={locale}
          />
        </>
      )}
    </div>
  )
}
