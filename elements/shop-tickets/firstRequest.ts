import { readCartSnapshot } from '../../src/domain/cart/storedCart'
import { warmDateFormats } from '../../src/domain/tickets/dateFormat'
import { museumDayWithoutIntl } from '../../src/domain/tickets/museumDay'
import { TICKETS_REQUEST } from '../../src/services/tickets'
import { apiQuery } from '../../src/store/apiQuery'
import { whenConfigured } from '../../src/store/listings'
import { fetchQuery } from '../../src/store/query'
import type { ElementProps } from '../base/attributes'
import type { SHOP_TICKETS } from './element'
import { calendarQuery, firstMonth, heldReservations, ticketScope } from './firstView'

const ignore = () => {
  // The error is in the store, where the element reads it.
}

/**
 * The element's first view, asked the moment it connects (its code is still on its way): the shown month's calendar
 * of timed and day tickets (and their titles, which name it), or the annual tickets. The same queries as the element's, so it finds them in the cache.
 * The date formats its first render needs are made while the answer travels.
 */
export default function requestFirstView(props: ElementProps<typeof SHOP_TICKETS>): () => void {
  return whenConfigured((config) => {
    const { ticketIds, museumIds, exhibitionIds } = props
    if (props.ticketType === 'annual') {
      const filters = { ticketIds, museumIds, exhibitionIds }
      fetchQuery(apiQuery(config, TICKETS_REQUEST, { types: ['annual'], ...filters })).catch(ignore)
    } else {
      const month = firstMonth(props.date, museumDayWithoutIntl())
      const reservations = heldReservations(
        config,
        readCartSnapshot(config.variant, config.storageKeys).items,
      )
      const scope = ticketScope(props)
      fetchQuery(calendarQuery(config, scope, month, reservations)).catch(ignore)
      // The tickets' titles name the calendar apart from another element's.
      const filters = { ticketIds, museumIds, exhibitionIds }
      fetchQuery(apiQuery(config, TICKETS_REQUEST, { types: [scope.type], ...filters })).catch(ignore)
    }
    warmDateFormats(config.locale)
  })
}
