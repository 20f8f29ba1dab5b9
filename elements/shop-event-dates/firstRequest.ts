import { eventIdFrom } from '../../src/domain/eventDates/seats'
import { warmDateFormats } from '../../src/domain/tickets/dateFormat'
import { EVENT_DATES_REQUEST, EVENT_REQUEST } from '../../src/services/eventDates'
import { apiQuery } from '../../src/store/apiQuery'
import { whenConfigured } from '../../src/store/listings'
import { fetchQuery } from '../../src/store/query'
import type { ElementProps } from '../base/attributes'
import type { SHOP_EVENT_DATES } from './element'

const ignore = () => {
  // The error is in the store, where the element reads it.
}

/**
 * The element's first view, asked the moment it connects (its code is still on its way): the event and its dates,
 * the same queries as the element's, so it finds them in the cache. The date formats it shows them with are made
 * while the answers travel.
 */
export default function requestFirstView({ eventId }: ElementProps<typeof SHOP_EVENT_DATES>): () => void {
  return whenConfigured((config) => {
    const id = eventIdFrom(eventId, globalThis.location?.search ?? '')
    if (id === null) return
    fetchQuery(apiQuery(config, EVENT_REQUEST, id)).catch(ignore)
    fetchQuery(apiQuery(config, EVENT_DATES_REQUEST, id)).catch(ignore)
    warmDateFormats(config.locale)
  })
}
