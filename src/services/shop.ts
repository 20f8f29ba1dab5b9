import type { ApiClient } from '../api/clientTypes'
import { shopResponseSchema, type Shop } from '../api/schemas/shop'

/** GET /shop: the shop's name, translations, config (currency, donations), settings and payment modes. */
export function fetchShop(client: ApiClient): Promise<Shop> {
  return client.get('/shop', shopResponseSchema)
}
