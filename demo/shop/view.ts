/**
 * Shared pieces of the stand-in shop's pages: the context a page gets, prices and dates, the add-to-cart button and
 * the error line. Everything from the API or the address is put in as text (see ../dom.ts).
 */
import { formatCents } from '../../src/domain/values/money'
import { addToCart, type NewCartLine } from '../cart'
import { el, link, type Child } from '../dom'
import type { DemoLocale } from '../settings'
import { CatalogError } from './catalog'
import { text, type TextKey } from './texts'

/** What every page renderer gets. */
export interface ViewContext {
  locale: DemoLocale
  /** Translates a stand-in text. */
  t: (key: TextKey, vars?: Record<string, string | number>) => string
  /** Tells the shop header that the cart changed. */
  onCartChange: () => void
}

/** A page: its nodes (nothing-children are skipped), possibly after loading. */
export type View = (context: ViewContext) => Child[] | Promise<Child[]>

/** Builds the context for a locale. */
export function viewContext(locale: DemoLocale, onCartChange: () => void): ViewContext {
  return { locale, t: (key, vars) => text(locale, key, vars), onCartChange }
}

/** The shop's currency is euro (the fake shop's settings.currency). */
export function price(cents: number): string {
  return formatCents(cents, 'EUR')
}

/** A date and time in the museum's time zone, so every visitor (and every test machine) sees the same. */
export function dateTime(iso: string, locale: DemoLocale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(date)
}

/** "Add to cart" with a status line below it that says what happened, with a link to the cart. */
export function addToCartButton(context: ViewContext, line: NewCartLine, disabled = false): HTMLElement {
  const status = el('p', { class: 'shop-status', attrs: { role: 'status' } })
  const button = el(
    'button',
    {
      class: 'shop-button',
      attrs: { type: 'button', 'data-add-to-cart': `${line.type}:${line.id}` },
      onClick: () => {
        const count = addToCart(line)
        status.replaceChildren()
        if (count === null) {
          status.append(context.t('addFailed'))
          return
        }
        status.append(
          context.t('added', { name: line.name, count }),
          ' ',
          link('#/cart', context.t('viewCart')),
        )
        context.onCartChange()
      },
    },
    context.t('addToCart'),
  )
  button.disabled = disabled
  return el('div', { class: 'shop-add' }, button, status)
}

/** The line shown when loading failed. */
export function loadError(context: ViewContext, error: unknown): Node[] {
  const reason = error instanceof CatalogError ? error.message : 'unexpected error'
  if (!(error instanceof CatalogError)) console.error('[demo shop]', error)
  return [el('p', { class: 'shop-error', attrs: { role: 'alert' } }, context.t('loadFailed', { reason }))]
}

/** A product picture, or nothing when the API sent none (or an address the shop does not show). */
export function picture(url: string | null, alt: string): Node | null {
  if (!url) return null
  return el('img', { class: 'shop-picture', attrs: { alt, src: url } })
}

/** The page for an address the shop does not know (or a record that does not exist). */
export function notFound(context: ViewContext, address: string): Node[] {
  return [
    el('h1', {}, context.t('notFound', { path: address })),
    el('p', {}, link('#/start', context.t('continueShopping'))),
  ]
}
