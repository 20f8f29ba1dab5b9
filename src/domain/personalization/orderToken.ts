/**
 * The order token on the page the checkout leads to. The hash-routed shop's success address carries it in the query
 * of its hash route (`/#/checkout/success?ORDERID=…`), the special deployment's path-routed one in the address's
 * query, the second shop type's as `token` (`/checkout/success/?token=…`); a page an order e-mail links to may use
 * either name. The names are learnt from the addresses the checkout itself builds, so they are written only there.
 */
import { createShopUrls, type ShopType } from '../shop/urls'

/** The query of a hash route: what follows the first `?` of the hash. */
function hashQuery(hash: string): URLSearchParams {
  const start = hash.indexOf('?')
  return new URLSearchParams(start === -1 ? '' : hash.slice(start + 1))
}

/** Both queries of an address: its hash route's, then its own. */
const queriesOf = (url: URL): URLSearchParams[] => [hashQuery(url.hash), url.searchParams]

const SAMPLE_TOKEN = 'sample-token'

/** The name of the parameter that carries the token in `shopType`'s success address. */
function tokenNameOf(shopType: ShopType): string {
  const urls = createShopUrls({ shopUrl: 'https://shop.invalid', shopType, variant: 'default' })
  const address = new URL(urls.checkoutSuccess(SAMPLE_TOKEN))
  const pairs = queriesOf(address).flatMap((query) => [...query])
  return pairs.find(([, value]) => value === SAMPLE_TOKEN)?.[0] ?? ''
}

/** The order token in `address` (the hash route's query first, then the address's own), or null when there is none. */
export function orderTokenIn(address: string): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  const names = [tokenNameOf('hash'), tokenNameOf('second')]
  for (const query of queriesOf(url)) {
    for (const name of names) {
      const token = query.get(name)?.trim()
      if (token) return token
    }
  }
  return null
}

/** The order token: the element's `token` attribute when given, else the address's; null when neither has one. */
export const orderToken = (attribute: string | undefined, address: string): string | null =>
  attribute?.trim() || orderTokenIn(address)
