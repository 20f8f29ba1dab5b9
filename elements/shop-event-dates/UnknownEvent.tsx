import { useMemo } from 'react'
import { useShopText } from '../base/useShopText'
import { UnknownEventError } from '../../src/domain/eventDates/errors'
import { StatusMessage } from '../base/StatusMessage'

export interface UnknownEventProps {
  /** The error to report; null: the page named no event (reported as such). */
  error: UnknownEventError | null
  /** The shop's list of events: the way on. */
  eventsUrl: string
}

/** No such event, or none named: the sentence, one `shop-error`, and a link to the shop's events. */
export function UnknownEvent({ error, eventsUrl }: UnknownEventProps) {
  const { t } = useShopText()
  // One error for the element's life: a new one on every render would be reported on every render.
  const reported = useMemo(() => error ?? new UnknownEventError('missing'), [error])
  return (
    <div className="shop-event-dates shop-event-dates--unknown" part="event-dates">
      <StatusMessage
        element="shop-event-dates"
        error={reported}
        message={t(reported.reason === 'missing' ? 'eventDates.missing' : 'eventDates.unknown')}
      />
      <a className="shop-event-dates__link" part="shop-link" href={eventsUrl}>
        {t('eventDates.allEvents')}
      </a>
    </div>
  )
}
