import { orderToken } from '../../src/domain/personalization/orderToken'
import { ORDER_REQUEST } from '../../src/services/orderConfirmation'
import { apiQuery } from '../../src/store/apiQuery'
import { whenConfigured } from '../../src/store/listings'
import { fetchQuery } from '../../src/store/query'
import type { ElementProps } from '../base/attributes'
import type { SHOP_ORDER } from './element'

const ignore = () => {
  // The error is in the store, where the element reads it.
}

/**
 * The confirmation's first view, asked the moment the element connects (its code is still on its way): the order of
 * the token the attribute or the page address names. The same query as the element's first look, so it finds the
 * answer in the cache. A failure page's address names no token, and asks nothing.
 */
export default function requestFirstView({
  orderToken: attribute,
}: ElementProps<typeof SHOP_ORDER>): () => void {
  return whenConfigured((config) => {
    const token = orderToken(attribute, location.href)
    if (token !== null) fetchQuery(apiQuery(config, ORDER_REQUEST, { token })).catch(ignore)
  })
}
