import { orderToken } from '../../src/domain/personalization/orderToken'
import { warmDateFormats } from '../../src/domain/tickets/dateFormat'
import { ANNUAL_ORDER_REQUEST, COUNTRIES_REQUEST } from '../../src/services/personalization'
import { apiQuery } from '../../src/store/apiQuery'
import { whenConfigured } from '../../src/store/listings'
import { fetchQuery } from '../../src/store/query'
import type { ElementProps } from '../base/attributes'
import type { SHOP_PERSONALIZATION } from './element'

const ignore = () => {
  // The error is in the store, where the element reads it.
}

/**
 * The element's first view, asked the moment it connects (its code is still on its way): the annual order of the
 * token, and the countries its form offers; the same queries as the element's, so it finds them in the cache.
 */
export default function requestFirstView({ token }: ElementProps<typeof SHOP_PERSONALIZATION>): () => void {
  return whenConfigured((config) => {
    const found = orderToken(token, location.href)
    if (found === null) return
    fetchQuery(apiQuery(config, ANNUAL_ORDER_REQUEST, { token: found })).catch(ignore)
    fetchQuery(apiQuery(config, COUNTRIES_REQUEST)).catch(ignore)
    warmDateFormats(config.locale)
  })
}
