/**
 * The stand-in shop's own texts in German and English (the demo's two locales). Placeholders like {count} are
 * replaced as plain text.
 */
import type { DemoLocale } from '../settings'

const de = {
  shopName: 'Online-Shop',
  backToSite: 'Zur Museumswebsite',
  start: 'Start',
  events: 'Veranstaltungen',
  merchandise: 'Museumsshop',
  cart: 'Warenkorb',
  cartCount: 'Warenkorb ({count})',
  loading: 'Wird geladen …',
  loadFailed: 'Das konnte nicht geladen werden ({reason}).',
  notFound: 'Diese Seite gibt es im Shop nicht: {path}',
  welcome: 'Willkommen im Online-Shop des Stadtmuseums',
  welcomeText:
    'Tickets, Veranstaltungen und Artikel aus dem Museumsshop – hier können Sie alles vorab kaufen.',
  listingTitle: 'Übersicht: {name}',
  listingText: 'Der echte Shop zeigt hier die Liste „{name}“. Diese Demo-Seite zeigt nur die Adresse:',
  nextDates: 'Termine',
  noDates: 'Für diese Veranstaltung gibt es zurzeit keine Termine.',
  soldOut: 'ausgebucht',
  seatsLeft: 'noch {count} Plätze',
  addToCart: 'In den Warenkorb',
  added: '„{name}“ liegt im Warenkorb (Anzahl {count}).',
  addFailed: 'Der Warenkorb konnte nicht gespeichert werden.',
  viewCart: 'Zum Warenkorb',
  vatIncluded: 'inkl. {vat} % MwSt.',
  articleNumber: 'Artikelnummer {number}',
  cartEmpty: 'Ihr Warenkorb ist leer.',
  item: 'Artikel',
  quantity: 'Anzahl',
  unitPrice: 'Einzelpreis',
  total: 'Summe',
  grandTotal: 'Gesamt',
  donation: 'Spende: {campaign}',
  askDonation: 'Möchten Sie das Museum mit einer Spende unterstützen?',
  donate: 'Spende hinzufügen',
  toCheckout: 'Zur Kasse',
  continueShopping: 'Weiter einkaufen',
  successTitle: 'Vielen Dank für Ihre Bestellung!',
  orderNumber: 'Bestellnummer: {token}',
  noOrderNumber: 'In der Adresse steht keine Bestellnummer ({param} fehlt).',
  cartNowEmpty: 'Ihr Warenkorb ist jetzt leer.',
  yourOrder: 'Ihre Tickets und Belege',
  failureTitle: 'Die Zahlung ist fehlgeschlagen',
  failureMessage: 'Meldung:',
  noFailureMessage: 'Es wurde keine Fehlermeldung übermittelt.',
  cartKept: 'Ihr Warenkorb bleibt erhalten. Sie können es noch einmal versuchen.',
  backToCheckout: 'Zurück zur Kasse',
}

type Texts = typeof de

const en: Texts = {
  shopName: 'Online shop',
  backToSite: 'Museum website',
  start: 'Home',
  events: 'Events',
  merchandise: 'Museum shop',
  cart: 'Cart',
  cartCount: 'Cart ({count})',
  loading: 'Loading …',
  loadFailed: 'This could not be loaded ({reason}).',
  notFound: 'The shop has no such page: {path}',
  welcome: 'Welcome to the city museum’s online shop',
  welcomeText: 'Tickets, events and articles from the museum shop – buy everything in advance here.',
  listingTitle: 'Overview: {name}',
  listingText: 'The real shop lists “{name}” here. This demo page only shows the address:',
  nextDates: 'Dates',
  noDates: 'There are no dates for this event at the moment.',
  soldOut: 'sold out',
  seatsLeft: '{count} places left',
  addToCart: 'Add to cart',
  added: '“{name}” is in your cart (quantity {count}).',
  addFailed: 'The cart could not be saved.',
  viewCart: 'View cart',
  vatIncluded: 'incl. {vat} % VAT',
  articleNumber: 'Article number {number}',
  cartEmpty: 'Your cart is empty.',
  item: 'Item',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  total: 'Total',
  grandTotal: 'Total',
  donation: 'Donation: {campaign}',
  askDonation: 'Would you like to support the museum with a donation?',
  donate: 'Add a donation',
  toCheckout: 'Checkout',
  continueShopping: 'Continue shopping',
  successTitle: 'Thank you for your order!',
  orderNumber: 'Order number: {token}',
  noOrderNumber: 'The address has no order number ({param} is missing).',
  cartNowEmpty: 'Your cart is now empty.',
  yourOrder: 'Your tickets and receipts',
  failureTitle: 'The payment failed',
  failureMessage: 'Message:',
  noFailureMessage: 'No error message was passed on.',
  cartKept: 'Your cart has been kept. You can try again.',
  backToCheckout: 'Back to checkout',
}

export type TextKey = keyof Texts

/** A translated text with `{name}` placeholders filled in (as text). */
export function text(locale: DemoLocale, key: TextKey, vars: Record<string, string | number> = {}): string {
  const template = (locale === 'en' ? en : de)[key]
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match))
}
