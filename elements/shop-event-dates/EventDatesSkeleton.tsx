import { useShopText } from '../base/useShopText'
import { LoadingPlaceholder } from '../base/loading/LoadingPlaceholder'

/** The usual event page: a one-line title and two dates in one month. */
const USUAL_DATES = 2

/** Grey bars where text will be: transparent words of about the usual length, so the bars wrap as the text will. */
function TextBar({ length }: { length: number }) {
  return <span className="shop-event-dates__bar">{'xxxxx '.repeat(Math.ceil(length / 6)).trim()}</span>
}

/**
 * What the element shows while the event and its dates load: the usual title and dates in the classes of the real
 * ones, so it has their height and the page below does not move when the dates arrive. Assistive technology hears
 * one status line (after a few seconds it also shows: loading takes longer); the frame is hidden from it.
 */
export function EventDatesSkeleton() {
  const { t } = useShopText()
  return (
    <LoadingPlaceholder status={t('eventDates.loading')}>
      <div
        className="shop-event-dates shop-event-dates--loading"
        part="event-dates placeholder"
        aria-busy="true"
      >
        <p className="shop-event-dates__title" aria-hidden="true">
          <TextBar length={24} />
        </p>
        <fieldset className="shop-event-dates__step" aria-hidden="true" disabled>
          <legend className="shop-event-dates__legend">{t('eventDates.legend')}</legend>
          <div className="shop-event-dates__month">
            <p className="shop-event-dates__month-title">
              <TextBar length={12} />
            </p>
            <div className="shop-event-dates__dates">
              {Array.from({ length: USUAL_DATES }, (_, index) => (
                <span key={index} className="shop-event-dates__date">
                  <span className="shop-event-dates__radio" />
                  <span className="shop-event-dates__date-text">
                    <span className="shop-event-dates__when">
                      <TextBar length={20} />
                    </span>
                    <span className="shop-event-dates__details">
                      <TextBar length={24} />
                    </span>
                    <span className="shop-event-dates__seats">
                      <TextBar length={12} />
                    </span>
                  </span>
                </span>
              ))}
            </div>
          </div>
        </fieldset>
      </div>
    </LoadingPlaceholder>
  )
}
