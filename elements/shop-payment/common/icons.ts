/**
 * Icons of the payment methods, by icon key, as small inline SVGs in data: URIs: no request leaves the page and a
 * strict Content Security Policy needs only `img-src data:`. They are plain badges in each provider's colours with its
 * name — recognisable, not the providers' artwork; a museum that needs the official marks passes an image source.
 */
import { checkedAddress } from '../../../src/domain/shop/config'

/** Every icon key a payment method can name. */
export const PAYMENT_ICON_KEYS = [
  'applepay',
  'bancontact',
  'blik',
  'eps',
  'googlepay',
  'ideal',
  'mybank',
  'p24',
  'paypal',
  'trustly',
  'card',
  'multibanco',
] as const

/** One of the icon keys. */
export type PaymentIconKey = (typeof PAYMENT_ICON_KEYS)[number]

/** One of the icon keys, or a direct image source. */
export type PaymentIcon = PaymentIconKey | (string & {})

/** A 40 × 20 badge: rounded background, optional border, centred text. */
function badge(text: string, color: string, background: string, border = background): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">` +
    `<rect x="0.5" y="0.5" width="39" height="19" rx="3" fill="${background}" stroke="${border}"/>` +
    `<text x="20" y="14" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="9" ` +
    `font-weight="700" fill="${color}">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** A card outline with a magnetic stripe. */
function cardIcon(): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">` +
    `<rect x="8.5" y="1.5" width="23" height="17" rx="2" fill="#ffffff" stroke="#3c3c3c"/>` +
    `<rect x="9" y="5" width="22" height="3" fill="#3c3c3c"/>` +
    `<rect x="11" y="12" width="8" height="2" fill="#3c3c3c"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** Key → image source. */
export const PAYMENT_ICONS: Readonly<Record<PaymentIconKey, string>> = {
  applepay: badge('Pay', '#ffffff', '#000000'),
  bancontact: badge('BC', '#ffffff', '#1e3764'),
  blik: badge('BLIK', '#ffffff', '#000000'),
  eps: badge('eps', '#c8036f', '#ffffff', '#c8036f'),
  googlepay: badge('G Pay', '#3c4043', '#ffffff', '#3c4043'),
  ideal: badge('iDEAL', '#ffffff', '#cc0066'),
  mybank: badge('MyBank', '#ffffff', '#1a4f8b'),
  p24: badge('P24', '#d13239', '#ffffff', '#d13239'),
  paypal: badge('PayPal', '#ffffff', '#003087'),
  trustly: badge('Trustly', '#ffffff', '#0ee06e'),
  card: cardIcon(),
  multibanco: badge('MB', '#ffffff', '#1d5fa8'),
}

function isIconKey(icon: string): icon is PaymentIconKey {
  return Object.hasOwn(PAYMENT_ICONS, icon)
}

/**
 * The image source of an icon: the built-in icon of a key, else the icon itself when it is an http(s) address (also
 * relative to the page) or a `data:image/` URI; null for anything else, which is then not shown.
 */
export function iconSource(icon: PaymentIcon, base = globalThis.location?.href): string | null {
  if (isIconKey(icon)) return PAYMENT_ICONS[icon]
  const trimmed = icon.trim()
  if (/^data:image\//i.test(trimmed)) return trimmed
  return checkedAddress('payment icon', trimmed, base)?.href ?? null
}
