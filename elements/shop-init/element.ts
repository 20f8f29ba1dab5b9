import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { declareElement, flag, jsonText, requiredText, text, type ElementDocs } from '../base/attributes'

/** The `analytics` value that turns the GA4 pushes to `window.dataLayer` on. */
export const DATALAYER_ANALYTICS = 'datalayer'

// The two init elements differ only in how the API address is given.
const SHARED = {
  'shop-domain': requiredText(),
  locale: text(),
  'shop-url': text(),
  'cart-url': text(),
  'checkout-url': text(),
  'ticket-url': text(),
  'voucher-url': text(),
  'shop-type': text('hash', 'second'),
  variant: text('default', 'special'),
  'storage-keys': jsonText,
  cache: text('persistent', 'memory'),
  analytics: text(DATALAYER_ANALYTICS),
  debug: flag,
  'event-url': text(),
  'tour-url': text(),
  'hold-places': flag,
  'terms-url': text(),
  'success-url': text(),
  'failure-url': text(),
} as const

export const SHOP_INIT = declareElement('shop-init', { 'api-url': requiredText(), ...SHARED })
export const SHOP_INIT_DOMAIN = declareElement('shop-init-domain', {
  'api-domain': requiredText(),
  ...SHARED,
})

type InitElement = typeof SHOP_INIT | typeof SHOP_INIT_DOMAIN
type SharedDocs = ElementDocs<typeof SHOP_INIT>['attributes'] extends infer A ? Omit<A, 'api-url'> : never

/**
 * The docs of an init element: its API attribute, then the shared ones. Free of side effects, so the bundle, which
 * never reads docs, leaves them out (an object spread at the top level would stay).
 */
/* @__NO_SIDE_EFFECTS__ */
function initDocs<D extends InitElement>(
  element: D,
  description: string,
  api: Omit<ElementDocs<D>['attributes'], keyof typeof SHARED>,
): ElementDocs<D> {
  const storageKeyDefaults = Object.entries(DEFAULT_STORAGE_KEYS)
    .map(([name, key]) => `${name} (${key})`)
    .join(', ')
  const shared: SharedDocs = {
    'shop-domain': { description: 'Sent as X-Shop-Url on every API call. Required.' },
    locale: {
      description: 'Language; else the stored language (localStorage lang); else de.',
      default: 'de',
    },
    'shop-url': {
      description: "Where the museum's shop lives, for every link the elements build.",
      default: 'https://<shop-domain>/',
    },
    'cart-url': {
      description:
        "The museum's own cart page (absolute or relative, http(s)), e.g. the page with <shop-cart>: the cart link, " +
        "the donations and the tickets go there. Not set: the shop's cart.",
      default: "the shop's cart",
    },
    'checkout-url': {
      description:
        "The museum's own checkout page (absolute or relative, http(s)), e.g. the page with <shop-payment>: the cart's " +
        '"Zur Kasse" goes there. Not set: the shop\'s cart, where its own checkout begins.',
      default: "the shop's cart",
    },
    'shop-type': {
      description: 'The hash-routed shop, or the second shop type (its own checkout links).',
      default: 'hash',
    },
    variant: { description: 'Forces the deployment variant; otherwise detected from the API address.' },
    'storage-keys': {
      type: 'string (JSON object: key name → localStorage key)',
      description:
        'Overrides localStorage keys, e.g. {"cart":"shopCart"}; names left out keep their defaults: ' +
        `${storageKeyDefaults}. An invalid override keeps the default and logs one console line.`,
    },
    cache: {
      description:
        'persistent: public API answers (shop, nav listings) are also kept in localStorage and shown on the next ' +
        'page view (fresh for 1000 s, then refreshed in the background); memory: this page only.',
      default: 'persistent',
    },
    analytics: {
      type: "string ('datalayer')",
      description:
        'datalayer: push GA4 e-commerce events (add_to_cart, remove_from_cart, begin_checkout, add_payment_info, ' +
        'purchase) to window.dataLayer. Off when absent.',
    },
    'ticket-url': {
      description:
        "The museum's own ticket page (absolute or relative, http(s)), e.g. the page with <shop-tickets>: where the " +
        'cart and the checkout lead to choose another time when the places of a line whose hold ended were taken.',
    },
    'voucher-url': {
      description:
        "The museum's own voucher page (absolute or relative, http(s)), e.g. the page with <shop-vouchers>: the " +
        "navigation's coupons entry links there instead of the shop's voucher page.",
    },
    'event-url': {
      type: 'string (address with {id})',
      description:
        "The museum's own page for an event, `{id}` standing for its id, e.g. /veranstaltungen/termine?event={id}: " +
        "the navigation's events link there instead of the shop's event page. Ignored without {id}.",
    },
    'tour-url': {
      type: 'string (address with {id})',
      description:
        "The museum's own page for a tour, `{id}` standing for its id, e.g. /fuehrungen?tour={id}: the navigation's " +
        'tours link there; its tours and tour-group entries link to the page without `{id}` (a query parameter ' +
        'that holds `{id}` is left out). Ignored without {id}.',
    },
    debug: {
      description:
        'Runs the self-diagnosis once: a console report and the shop-diagnostics event (also ?shop-debug in the ' +
        'page address).',
    },
    'hold-places': {
      description:
        'Holds the places of timed tickets on the server from adding them to the cart until the order: 5 minutes, ' +
        "renewed on the visitor's activity and with an extend button up to the server's maximum (60 minutes). Off " +
        'when absent.',
    },
    'terms-url': {
      description:
        "The museum's terms page (absolute or relative, http(s)): the checkout's guest form links it from its terms " +
        'consent. Not set: the consent has no link.',
    },
    'success-url': {
      type: 'string (address, may hold {token})',
      description:
        "The museum's own page after a paid order (absolute or relative, http(s)), `{token}` standing for the order " +
        "token, e.g. /danke?order={token}: every payment path of <shop-payment> ends there. Not set: the shop's " +
        'success page.',
    },
    'failure-url': {
      type: 'string (address, may hold {message})',
      description:
        "The museum's own page after a failed payment, `{message}` standing for the reason in words, e.g. " +
        "/kasse?fehler={message}. Not set: the shop's failure page.",
    },
  }
  const attributes = { ...api, ...shared } as ElementDocs<D>['attributes']
  return { element, description, attributes, events: ['shop-diagnostics'], cssParts: [], cssProperties: [] }
}

export const SHOP_INIT_DOCS = initDocs(
  SHOP_INIT,
  "Configures the page's shop and starts loading shop data. Renders nothing.",
  { 'api-url': { description: 'Base address of the v4 API (http or https). Required.' } },
)

export const SHOP_INIT_DOMAIN_DOCS = initDocs(
  SHOP_INIT_DOMAIN,
  'Like <shop-init>, with the API host only: the API address becomes https://<api-domain>.',
  { 'api-domain': { description: 'Host of the v4 API. Required.' } },
)
