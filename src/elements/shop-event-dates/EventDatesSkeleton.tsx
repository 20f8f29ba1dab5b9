import type { Translator } from '../../domain/translations'
import { LoadingPlaceholder } from '../base/loading/LoadingPlaceholder'

/** The usual event page: a one-line title and three dates. */
const USUAL_DATES = 3

/**
 * What the element shows while the event and its dates load: the frame of the title and the usual dates in their own
 * classes, so it has the height of the usual list and the page below does not move when the dates arrive. Assistive
 * technology hears one status line (after a few seconds it also shows: loading takes longer); the frame is hidden
 * from it.
 */
export function EventDatesSkeleton({ t }: { t: Translator }) {
  return (
    <LoadingPlaceholder status={t('eventDates.loading')} t={t}>
      <div
        className="shop-event-dates shop-event-dates--loading"
        part="event-dates placeholder"
        aria-busy="true"
      >
        <div aria-hidden="true" className="shop-event-dates__frame">
          <p className="shop-event-dates__title">
            <span className="shop-event-dates__bar">xxxxxxxxxxxxxxxxxxxx</span>
          </p>
          <div className="shop-event-dates__dates">
            {Array.from({ length: USUAL_DATES }, (_, index) => (
              <span key={index} className="shop-event-dates__date shop-event-dates__date--loading" />
            ))}
          </div>
        </div>
      </div>
    </LoadingPlaceholder>
  )
}
