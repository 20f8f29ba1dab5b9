import type { SeatLimit } from '../../src/domain/eventDates/seats'
import { useShopText } from '../base/useShopText'
import type { EventDate, EventScalePrice } from '../../src/domain/eventDates/types'
import { scaleCents, scalePlaces, type ScaleCounts } from '../../src/domain/eventDates/scalePrices'
import { formatCents } from '../../src/domain/values/money'
import { stepWithin } from '../../src/domain/values/quantitySteps'
import { formatDayAndTime } from '../../src/domain/tickets/dateFormat'
import { QuantityStepper } from '../base/stepper/QuantityStepper'
import { limitText } from './PlacesStep'

export interface ScalePlacesStepProps {
  date: EventDate
  prices: readonly EventScalePrice[]
  counts: ScaleCounts
  /** The most places the visitor may add now, all prices together, and which limit sets it. */
  limit: SeatLimit
  /** Places of this date the cart holds already. */
  inCart: number
  /** New counts, and the sentence that announces them (with the limit that stopped them, if one did). */
  onChange: (counts: ScaleCounts, announcement: string) => void
}

/** A date with several prices: one stepper per price, their sum within the date's limits, the total. */
export function ScalePlacesStep({ date, prices, counts, limit, inCart, onChange }: ScalePlacesStepProps) {
  const { currency, t, locale } = useShopText()
  const places = scalePlaces(counts)
  // "+" can do nothing: the limit is said beside the steppers too, not only announced.
  const atLimit = places >= limit.max
  return (
    <fieldset className="shop-event-dates__step" part="step">
      <legend className="shop-event-dates__legend" part="legend">
        {t('eventDates.places.legend', { when: formatDayAndTime(date.start, locale) })}
      </legend>
      {prices.map((price) => {
        const count = counts[price.id] ?? 0
        const step = (direction: 'up' | 'down') => {
          const next = stepWithin(count, direction, 0, count + Math.max(0, limit.max - places))
          const now = t('eventDates.scale.quantityNow', { name: price.title, count: next })
          const stopped = direction === 'up' && next === count
          onChange({ ...counts, [price.id]: next }, stopped ? `${now}, ${limitText(limit, t)}` : now)
        }
        return (
          <div key={price.id} className="shop-event-dates__places">
            <div className="shop-event-dates__places-text">
              <p className="shop-event-dates__price-name">{price.title}</p>
              <p className="shop-event-dates__price" part="price">
                {t('eventDates.each', { price: formatCents(price.priceCents, currency) })}
              </p>
            </div>
            <QuantityStepper
              label={price.title}
              quantity={count}
              lessLabel={t('eventDates.scale.less', { name: price.title })}
              moreLabel={t('eventDates.scale.more', { name: price.title })}
              quantityLabel={t('eventDates.scale.quantity', { name: price.title })}
              lessDisabled={count === 0}
              moreDisabled={atLimit}
              onLess={() => count > 0 && step('down')}
              onMore={() => step('up')}
            />
          </div>
        )
      })}
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
      <p className="shop-event-dates__total" part="total">
        <span>{t('eventDates.total')}</span>{' '}
        <strong>{formatCents(scaleCents(prices, counts), currency)}</strong>
      </p>
    </fieldset>
  )
}
