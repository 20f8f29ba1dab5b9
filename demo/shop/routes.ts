/**
 * The stand-in shop's hash routes: `#/<path>?<query>`. Pure parsing, so what a route means is decided in one place;
 * the query belongs to the route, not to the page's address.
 */
import type { DemoLocale } from '../settings'

export type Route =
  | { kind: 'start' }
  | { kind: 'event'; id: number }
  | { kind: 'merchandise'; id: number }
  | { kind: 'eventList'; categoryIds: number[] }
  | { kind: 'merchandiseList' }
  | { kind: 'cart' }
  | { kind: 'success'; token: string | null }
  | { kind: 'failure'; message: string | null }
  | { kind: 'listing'; names: { de: string; en: string }; address: string }
  | { kind: 'notFound'; address: string }

/** Routes that the demo only names (the real shop shows a listing or a form there). */
const NAMED_ROUTES: readonly (readonly [RegExp, string, string])[] = [
  [/^login$/, 'Anmeldung', 'Login'],
  [/^registration$/, 'Registrierung', 'Registration'],
  [/^user\/account$/, 'Kundenkonto', 'Account'],
  [/^tickets\/annual$/, 'Jahreskarten', 'Annual tickets'],
  [/^tickets\/combi$/, 'Kombitickets', 'Combi tickets'],
  [/^tickets\/day$/, 'Tagestickets', 'Day tickets'],
  [/^tickets\/filters$/, 'Tickets', 'Tickets'],
  [/^coupons$/, 'Gutscheine', 'Gift vouchers'],
  [/^exhibitions$/, 'Ausstellungen', 'Exhibitions'],
  [/^exhibition\/\d+$/, 'Ausstellung', 'Exhibition'],
  [/^museums$/, 'Museen', 'Museums'],
  [/^museum\/\d+$/, 'Museum', 'Museum'],
  [/^products\/public-tours$/, 'Öffentliche Führungen', 'Public tours'],
  [/^products\/tours$/, 'Führungen', 'Tours'],
  [/^product\/tour\/\d+$/, 'Führung', 'Tour'],
]

function positiveId(text: string | undefined): number | null {
  const id = Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The route of a location hash such as '#/checkout/failure?payment_error=…'. */
export function parseRoute(hash: string): Route {
  const address = hash.replace(/^#\/?/, '')
  const queryStart = address.indexOf('?')
  const path = (queryStart === -1 ? address : address.slice(0, queryStart)).replace(/\/+$/, '')
  const query = new URLSearchParams(queryStart === -1 ? '' : address.slice(queryStart + 1))
  if (path === '' || path === 'start') return { kind: 'start' }
  if (path === 'cart') return { kind: 'cart' }
  if (path === 'checkout/success') return { kind: 'success', token: query.get('ORDERID') }
  if (path === 'checkout/failure') return { kind: 'failure', message: query.get('payment_error') }
  if (path === 'products/events') {
    // An event group link carries its categories (category_id repeated).
    const categoryIds = query.getAll('category_id').map(positiveId)
    return { kind: 'eventList', categoryIds: categoryIds.filter((id) => id !== null) }
  }
  if (path === 'merchandise/list') return { kind: 'merchandiseList' }
  const event = /^product\/event\/([^/]+)$/.exec(path)
  const eventId = positiveId(event?.[1])
  if (eventId) return { kind: 'event', id: eventId }
  const article = /^merchandise\/detail\/([^/]+)$/.exec(path)
  const articleId = positiveId(article?.[1])
  if (articleId) return { kind: 'merchandise', id: articleId }
  const named = NAMED_ROUTES.find(([pattern]) => pattern.test(path))
  if (named) return { kind: 'listing', names: { de: named[1], en: named[2] }, address: `#/${address}` }
  return { kind: 'notFound', address: `#/${address}` }
}

/** The name of a named route in `locale`. */
export function routeName(route: Extract<Route, { kind: 'listing' }>, locale: DemoLocale): string {
  return route.names[locale]
}
