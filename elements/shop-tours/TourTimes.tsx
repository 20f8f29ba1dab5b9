import { formatDay, formatTime } from '../../src/domain/tickets/dateFormat'
import { useShopText } from '../base/useShopText'
import type { DayKey } from '../../src/domain/tickets/wallClock'
import { isOpenTime, participantLimit } from '../../src/domain/tours/booking'
import type { TourTime } from '../../src/domain/tours/types'
import { FEW_PLACES } from '../../src/domain/tickets/places'
import type { Translator } from '../../src/domain/messages/translations'

/** "noch 12 Plätze", "nur noch 3 Plätze", "ausgebucht": the participants that can still book, in words. */
export function timePlacesText(time: TourTime, t: Translator): string {
  if (!isOpenTime(time)) return t('tours.time.full')
  const { max } = participantLimit(time)
  if (time.bookable > FEW_PLACES) return t('tours.time.free', { count: time.bookable })
  return t(max === 1 ? 'tours.time.few.one' : 'tours.time.few.other', { count: max })
}

export interface TourTimesProps {
  day: DayKey
  /** The day's times not yet begun; undefined while they load. */
  times: readonly TourTime[] | undefined
  chosen: string | null
  onChoose: (time: TourTime) => void
}

/** The times of the chosen day as one named radio group; a fully booked time is shown and cannot be chosen. */
export function TourTimes({ day, times, chosen, onChoose }: TourTimesProps) {
  const { t, locale } = useShopText()
  return (
    <fieldset className="shop-tours__step" part="step">
      <legend className="shop-tours__legend" part="legend">
        {t('tours.time.legend', { date: formatDay(day, locale) })}
      </legend>
      {times === undefined ? (
        <p className="shop-tours__hint" role="status">
          {t('tours.time.loading')}
        </p>
      ) : times.length === 0 ? (
        <p className="shop-tours__notice" part="notice">
          {t('tours.time.none')}
        </p>
      ) : (
        <div className="shop-tours__slots" part="slots">
          {times.map((time) => {
            const open = isOpenTime(time)
            return (
              <label
                key={time.startTime}
                className={`shop-tours__slot${open ? '' : ' shop-tours__slot--sold-out'}`}
                part="slot"
              >
                <input
                  type="radio"
                  name="tour-time"
                  value={time.start.time}
                  checked={time.startTime === chosen}
                  disabled={!open}
                  onChange={() => onChoose(time)}
                />
                <span className="shop-tours__slot-text">
                  <span className="shop-tours__slot-time">{formatTime(time.start.minutes, locale)}</span>
                  <span
                    className={`shop-tours__places shop-tours__places--${open && time.bookable <= FEW_PLACES ? 'few' : 'free'}`}
                    part="slot-places"
                  >
                    {timePlacesText(time, t)}
                  </span>
                </span>
              </label>
            )
          })}
        </div>
      )}
    </fieldset>
  )
}
