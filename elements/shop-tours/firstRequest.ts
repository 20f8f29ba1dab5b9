import { warmDateFormats } from '../../src/domain/tickets/dateFormat'
import { museumDayWithoutIntl } from '../../src/domain/tickets/museumDay'
import { calendarRange, monthOf } from '../../src/domain/tickets/monthGrid'
import { tourIdFrom } from '../../src/domain/tours/errors'
import { TOUR_DAYS_REQUEST, TOUR_REQUEST, TOURS_REQUEST } from '../../src/services/tours'
import { apiQuery } from '../../src/store/apiQuery'
import { whenConfigured } from '../../src/store/listings'
import { fetchQuery } from '../../src/store/query'
import type { ElementProps } from '../base/attributes'
import type { SHOP_TOURS } from './element'

const ignore = () => {
  // The error is in the store, where the element reads it.
}

/**
 * The element's first view, asked the moment it connects (its code is still on its way), with the element's own
 * queries so it finds the answers in the cache: one tour and the days of this month, or the tours of a filter. A tour
 * group's filter is the shop settings' to say, so the element asks for that list once the shop has answered. The
 * date formats its calendar shows are made while the answers travel.
 */
export default function requestFirstView(props: ElementProps<typeof SHOP_TOURS>): () => void {
  return whenConfigured((config) => {
    const { museumIds, exhibitionIds, categoryIds } = props
    const filters = { museumIds, exhibitionIds, categoryIds }
    const group = props.tourGroup?.trim()
    const filtered = Boolean(group) || Object.values(filters).some((list) => list.length > 0)
    const tourId = tourIdFrom(props.tourId, filtered ? '' : (globalThis.location?.search ?? ''))
    if (tourId !== null) {
      const month = monthOf(museumDayWithoutIntl())
      fetchQuery(apiQuery(config, TOUR_REQUEST, tourId)).catch(ignore)
      fetchQuery(apiQuery(config, TOUR_DAYS_REQUEST, { tourId, ...calendarRange(month) })).catch(ignore)
    } else if (filtered && !group) {
      fetchQuery(apiQuery(config, TOURS_REQUEST, filters)).catch(ignore)
    }
    warmDateFormats(config.locale)
  })
}
