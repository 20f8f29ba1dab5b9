import { useId } from 'react'
import { useShopText, type ShopText } from '../base/useShopText'
import { datesByMonth, type DateMonth } from '../../src/domain/eventDates/dateList'
import { isChoosable, seatsOf, type DateSeats } from '../../src/domain/eventDates/seats'
import type { EventDate } from '../../src/domain/eventDates/types'
import { formatCents } from '../../src/domain/values/money'
import { formatDayAndTime, formatMonth } from '../../src/domain/tickets/dateFormat'
import type { Translator } from '../../src/domain/messages/translations'

/** "12 Plätze frei", "nur noch 3 Plätze", "ausgebucht", "nicht buchbar": seats as words, never only as a colour. */
export function seatsText(seats: DateSeats, t: Translator): string {
  if (seats.kind === 'soldOut' || seats.kind === 'closed') return t(`eventDates.seats.${seats.kind}`)
  if (seats.kind === 'free') return t('eventDates.seats.free', { count: seats.count })
  return t(seats.count === 1 ? 'eventDates.seats.few.one' : 'eventDates.seats.few.other', {
    count: seats.count,
  })
}

export interface DatePickerProps {
  /** The upcoming dates, soonest first. */
  dates: readonly EventDate[]
  chosen: number | null
  onChoose: (date: EventDate) => void
}

/** "90 Min. · Deutsch · 15,00 €": what else the visitor wants to know of a date before choosing it. */
function detailsOf(date: EventDate, { currency, t }: ShopText): string {
  return [
    date.durationMinutes !== null && t('eventDates.duration', { minutes: date.durationMinutes }),
    date.language,
    date.priceCents === null ? t('eventDates.noPrice') : formatCents(date.priceCents, currency),
  ]
    .filter(Boolean)
    .join(' · ')
}

/** The dates of one month, a group named after the month. */
function MonthDates({ month, ...props }: DatePickerProps & { month: DateMonth }) {
  const text = useShopText()
  const { t, locale } = text
  const titleId = useId()
  return (
    <div className="shop-event-dates__month" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="shop-event-dates__month-title" part="month">
        {formatMonth(month.year, month.month, locale)}
      </p>
      <div className="shop-event-dates__dates">
        {month.dates.map((date) => {
          const seats = seatsOf(date)
          const choosable = isChoosable(date)
          return (
            <label
              key={date.id}
              className={`shop-event-dates__date${choosable ? '' : ' shop-event-dates__date--closed'}`}
              part="date"
            >
              <input
                type="radio"
                name="event-date"
                value={date.id}
                checked={date.id === props.chosen}
                disabled={!choosable}
                onChange={() => props.onChoose(date)}
              />
              <span className="shop-event-dates__date-text">
                {/* The spaces keep the parts apart in the radio's name; the grid lays out the parts alone. */}
                <span className="shop-event-dates__when" part="date-when">
                  {formatDayAndTime(date.start, locale)}
                </span>{' '}
                <span className="shop-event-dates__details" part="date-details">
                  {detailsOf(date, text)}
                </span>{' '}
                <span
                  className={`shop-event-dates__seats shop-event-dates__seats--${seats.kind}`}
                  part="date-seats"
                >
                  {seatsText(seats, t)}
                </span>
              </span>
            </label>
          )
        })}
      </div>
    </div>
  )
}

/**
 * The event's dates as one named radio group, grouped by month; a sold-out or closed date (or one without a price)
 * is shown and cannot be chosen.
 */
export function DatePicker(props: DatePickerProps) {
  const { t } = useShopText()
  return (
    <fieldset className="shop-event-dates__step" part="step">
      <legend className="shop-event-dates__legend" part="legend">
        {t('eventDates.legend')}
      </legend>
      {datesByMonth(props.dates).map((month) => (
        <MonthDates key={month.key} month={month} {...props} />
      ))}
    </fieldset>
  )
}
