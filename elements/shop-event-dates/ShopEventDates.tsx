import { useState } from 'react'
import { useShopText } from '../base/useShopText'
import type { ShopConfig } from '../../src/domain/shop/config'
import { UnknownEventError } from '../../src/domain/eventDates/errors'
import { placesInCart } from '../../src/domain/cart/eventCart'
import { eventIdFrom, seatLimit, seatsOf } from '../../src/domain/eventDates/seats'
import type { EventDate } from '../../src/domain/eventDates/types'
import { FAILURE_TEXT_KEYS, registerMessages } from '../../src/domain/messages'
import { formatDayAndTime } from '../../src/domain/tickets/dateFormat'
import { cartAddress } from '../../src/domain/shop/shopPages'
import { createShopUrls } from '../../src/domain/shop/urls'
import { retryFailedQueries } from '../../src/store/query'
import { useElementStyles } from '../base/adoptStyles'
import { bookingRuleMessages } from '../base/bookingRuleMessages'
import type { ElementProps } from '../base/attributes'
import { useEmit } from '../base/elementContext'
import { ShopContextFailure, StatusMessage } from '../base/StatusMessage'
import { useCart } from '../base/useCart'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { useShopContext } from '../base/useShopContext'
import { AddDate } from './AddDate'
import { addEventDateToCart, type AddOutcome } from './addEventDate'
import { DatePicker, seatsText } from './DatePicker'
import type { SHOP_EVENT_DATES } from './element'
import { EventDatesSkeleton } from './EventDatesSkeleton'
import { eventDatesMessages } from './messages'
import { PlacesStep } from './PlacesStep'
import { ScalePlacesStep } from './ScalePlacesStep'
import { scalePlaces, scalePricesOf, type ScaleCounts } from '../../src/domain/eventDates/scalePrices'
import { eventDatesStyles } from './styles'
import { UnknownEvent } from './UnknownEvent'
import { useEventDates } from './useEventDates'

// Registered when this chunk loads: the texts are not part of the start-up bundle.
registerMessages(eventDatesMessages)
registerMessages(bookingRuleMessages)

const ELEMENT = 'shop-event-dates'

type ShopEventDatesProps = ElementProps<typeof SHOP_EVENT_DATES>

export default function ShopEventDates({ eventId, afterAdd }: ShopEventDatesProps) {
  useElementStyles(eventDatesStyles)
  const context = useShopContext()
  if (context.status === 'error') return <ShopContextFailure element={ELEMENT} context={context} />
  if (context.status === 'waiting') return <EventDatesSkeleton />
  const id = eventIdFrom(eventId, globalThis.location?.search ?? '')
  const eventsUrl = createShopUrls(context.config).events()
  if (id === null) return <UnknownEvent error={null} eventsUrl={eventsUrl} />
  return (
    <EventBooking
      // Another event is another booking: nothing chosen carries over.
      key={id}
      eventId={id}
      config={context.config}
      goToCart={afterAdd === 'cart'}
    />
  )
}

interface EventBookingProps {
  eventId: number
  config: ShopConfig
  goToCart: boolean
}

function EventBooking({ eventId, config, goToCart }: EventBookingProps) {
  const { t, locale } = useShopText()
  const { event, datesState, datesQuery, dates } = useEventDates(config, eventId)
  const cart = useCart(config.variant, config.storageKeys)
  const emit = useEmit()
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [quantity, setQuantity] = useState(0)
  const [counts, setCounts] = useState<ScaleCounts>({})
  const [announcement, setAnnouncement] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<AddOutcome | null>(null)
  const product = event?.status === 'error' ? undefined : event?.data
  const listed = datesState?.status === 'error' ? undefined : datesState?.data
  useLoadedEvent(ELEMENT, 'event-dates', product !== undefined && listed !== undefined)

  const error =
    (event?.status === 'error' && event.error) || (datesState?.status === 'error' && datesState.error)
  const eventsUrl = createShopUrls(config).events()
  if (error instanceof UnknownEventError) return <UnknownEvent error={error} eventsUrl={eventsUrl} />
  if (error)
    return (
      <StatusMessage
        element={ELEMENT}
        error={error}
        message={t(FAILURE_TEXT_KEYS[error.failure])}
        onRetry={retryFailedQueries}
        retryLabel={t('common.retry')}
      />
    )
  if (!product || !listed) return <EventDatesSkeleton />

  const chosen = dates.find((date) => date.id === chosenId)
  const inCart = chosen ? placesInCart(cart.items, chosen.id) : 0
  const limit = chosen && seatLimit(chosen, inCart)
  const scale = chosen ? scalePricesOf(chosen) : []
  const choose = (date: EventDate) => {
    const seats = seatsText(seatsOf(date), t)
    setChosenId(date.id)
    setQuantity(Math.min(1, seatLimit(date, placesInCart(cart.items, date.id)).max))
    setCounts({})
    setOutcome(null)
    setAnnouncement(t('eventDates.chosen', { when: formatDayAndTime(date.start, locale), seats }))
  }
  const add = async () => {
    if (!chosen) return
    setBusy(true)
    setOutcome(null)
    const result = await addEventDateToCart({
      config,
      event: product,
      datesQuery,
      dateId: chosen.id,
      ...(scale.length > 0 ? { quantity: scalePlaces(counts), counts } : { quantity }),
      inCart,
      locale,
      emit,
      goToCart,
    })
    setBusy(false)
    setOutcome(result)
    if (result.kind === 'added') {
      setQuantity(0)
      setCounts({})
    }
  }

  return (
    <div className="shop-event-dates" part="event-dates">
      <p className="shop-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p className="shop-event-dates__title" part="title">
        {product.title}
      </p>
      {dates.length === 0 ? (
        <div className="shop-event-dates__notice" part="notice">
          <p>{t('eventDates.none')}</p>
          <a className="shop-event-dates__link" part="shop-link" href={eventsUrl}>
            {t('eventDates.allEvents')}
          </a>
        </div>
      ) : (
        <DatePicker dates={dates} chosen={chosenId} onChoose={choose} />
      )}
      {chosen && limit && scale.length > 0 && (
        <>
          <ScalePlacesStep
            date={chosen}
            prices={scale}
            counts={counts}
            limit={limit}
            inCart={inCart}
            onChange={(next, sentence) => {
              setCounts(next)
              setOutcome(null)
              setAnnouncement(sentence)
            }}
          />
          <AddDate
            disabled={scalePlaces(counts) === 0}
            busy={busy}
            outcome={outcome}
            cartUrl={cartAddress(config)}
            onAdd={() => void add()}
          />
        </>
      )}
      {chosen && limit && scale.length === 0 && chosen.priceCents !== null && (
        <>
          <PlacesStep
            date={{ ...chosen, priceCents: chosen.priceCents }}
            quantity={quantity}
            limit={limit}
            inCart={inCart}
            onChange={(next, sentence) => {
              setQuantity(next)
              setOutcome(null)
              setAnnouncement(sentence)
            }}
          />
          <AddDate
            disabled={quantity === 0}
            busy={busy}
            outcome={outcome}
            cartUrl={cartAddress(config)}
            onAdd={() => void add()}
          />
        </>
      )}
    </div>
  )
}
