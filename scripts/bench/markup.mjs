// The pages the bench builds: one <shop-init> (from the test harness) plus feature elements.

/** Every listing entry with a dropdown of `count` items, plus plain links: the nav's heaviest realistic shape. */
export function navEntries(count = 5) {
  return [
    { type: 'home' },
    { type: 'tickets' },
    { type: 'events', count },
    { type: 'exhibitions', count },
    { type: 'museums', count },
    { type: 'tours', count },
    { type: 'merchandise', count },
    { type: 'coupons' },
  ]
}

/** `<shop-nav>` with navEntries(count); the JSON has no single quotes, so it fits a single-quoted attribute. */
export const navTag = (count = 5) => `<shop-nav nav='${JSON.stringify(navEntries(count))}'></shop-nav>`

/** The feature elements, in the order pages with n elements cycle through them. */
export const FEATURES = [navTag(), '<shop-donations></shop-donations>', '<shop-payment></shop-payment>']

/**
 * `init` followed by n feature elements (cycling nav, donations, payment).
 * @param {string} init
 * @param {number} n
 */
export const pageWith = (init, n) =>
  [init, ...Array.from({ length: n }, (_, i) => FEATURES[i % FEATURES.length])].join('\n')

// Readiness, checked in the page. Nav: links in its shadow root. Payment: its radio group of payment methods.
export const NAV_READY = `document.querySelector('shop-nav')?.shadowRoot?.querySelector('a[href]')`
// The nav's links come before its listings; its dropdowns (buttons) only when a listing has arrived.
export const NAV_DROPDOWNS_READY = `document.querySelector('shop-nav')?.shadowRoot?.querySelector('button[aria-expanded]')`
export const PAYMENT_READY =
  `document.querySelector('shop-payment [role="radiogroup"], shop-payment input[type="radio"]') ?? ` +
  `document.querySelector('shop-payment')?.shadowRoot?.querySelector('[role="radiogroup"], input[type="radio"]')`

/**
 * An init script that puts one ticket of the fake API's catalogue in the cart and signs the visitor in: <shop-payment>
 * shows its payment methods only for a cart, after reviewing each line against the catalogue, and asks a guest for
 * their details first.
 */
export const SEED_CART = `try {
  document.cookie = 'auth_headers=' + encodeURIComponent(JSON.stringify({
    'access-token': 'tok-signed-in', client: 'client-signed-in', uid: 'kundin@example.org', expiry: 4102444800,
  })) + '; path=/'
  localStorage.setItem('museum-shop.cart.v1', JSON.stringify({ version: 1, items: [
    { type: 'Ticket', attributes: { id: 7, quantity: 2 }, name: 'Tageskarte', price_cents: 1250 },
  ] }))
} catch {}`
