import type { SeatLimit } from '../../src/domain/eventDates/seats'
import { useShopText } from '../base/useShopText'
import type { EventDate } from '../../src/domain/eventDates/types'
import { formatCents } from '../../src/domain/values/money'
import { stepWithin } from '../../src/domain/values/quantitySteps'
import { formatDayAndTime } from '../../src/domain/tickets/dateFormat'
import type { Translator } from '../../src/domain/messages/translations'
import { QuantityStepper } from '../base/stepper/QuantityStepper'

export interface PlacesStepProps {
  date: EventDate & { priceCents: number }
  quantity: number
  /** The most the visitor may add now, and which limit sets it. */
  limit: SeatLimit
  /** Places of this date the cart holds already. */
  inCart: number
  /** A new quantity, and the sentence that announces it (with the limit that stopped it, if one did). */
  onChange: (quantity: number, announcement: string) => void
}

/** The sentence of the limit that sets the most: the seats left, or the most per booking. */
export function limitText(limit: SeatLimit, t: Translator): string {
  const key = limit.reason === 'perBooking' ? 'eventDates.atMostPerBooking' : 'eventDates.atMostSeats'
  return t(key, { count: limit.max })
}

/** The chosen date's places: the price of one, a stepper within the date's limits, the total. */
export function PlacesStep({ date, quantity, limit, inCart, onChange }: PlacesStepProps) {
  const { currency, t, locale } = useShopText()
  // "+" can do nothing: the limit is said beside it too, not only announced.
  const atLimit = stepWithin(quantity, 'up', 1, limit.max) === quantity
  const step = (direction: 'up' | 'down') => {
    const next = stepWithin(quantity, direction, 1, limit.max)
    const now = t('eventDates.quantityNow', { count: next })
    onChange(next, direction === 'up' && next === quantity ? `${now}, ${limitText(limit, t)}` : now)
  }
  return (
    <fieldset className="shop-event-dates__step" part="step">
      <legend className="shop-event-dates__legend" part="legend">
        {t('eventDates.places.legend', { when: formatDayAndTime(date.start, locale) })}
      </legend>
      <div className="shop-event-dates__places">
        <div className="shop-event-dates__places-text">
          <p className="shop-event-dates__price" part="price">
            {t('eventDates.each', { price: formatCents(date.priceCents, currency) })}
          </p>
          {atLimit && (
            <p className="shop-event-dates__limit" part="limit">
              {limitText(limit, t)}
            </p>
          )}
          {inCart > 0 && (
            <p className="shop-event-dates__price" part="price">
              {t('eventDates.inCart', { count: inCart })}
            </p>
          )}
        </div>
        <QuantityStepper
          label={t('eventDates.places.name')}
          quantity={quantity}
          lessLabel={t('eventDates.less')}
          moreLabel={t('eventDates.more')}
          quantityLabel={t('eventDates.quantity')}
          lessDisabled={quantity === 0}
          moreDisabled={atLimit}
          onLess={() => quantity > 0 && step('down')}
          onMore={() => step('up')}
        />
      </div>
      <p className="shop-event-dates__total" part="total">
        <span>{t('eventDates.total')}</span>{' '}
        <strong>{formatCents(date.priceCents * quantity, currency)}</strong>
      </p>
    </fieldset>
  )
}
