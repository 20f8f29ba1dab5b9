/**
 * The stand-in shop's overview pages: the start page, the lists of events and articles (with links to their product
 * pages), and a simple page for every other listing route that says which listing the real shop shows there.
 */
import { el, link } from '../dom'
import { loadEvents, loadMerchandise } from './catalog'
import { routeName, type Route } from './routes'
import { loadError, notFound, price, type View, type ViewContext } from './view'

function tile(href: string, title: string): HTMLElement {
  return el('li', {}, link(href, title, 'shop-tile'))
}

/** #/start */
export const startPage: View = (context) => {
  const name = (names: { de: string; en: string }) => names[context.locale]
  return [
    el('h1', {}, context.t('welcome')),
    el('p', { class: 'shop-lead' }, context.t('welcomeText')),
    el(
      'ul',
      { class: 'shop-tiles' },
      tile('#/tickets/day', name({ de: 'Tagestickets', en: 'Day tickets' })),
      tile('#/products/events', context.t('events')),
      tile('#/exhibitions', name({ de: 'Ausstellungen', en: 'Exhibitions' })),
      tile('#/museums', name({ de: 'Museen', en: 'Museums' })),
      tile('#/merchandise/list', context.t('merchandise')),
      tile('#/coupons', name({ de: 'Gutscheine', en: 'Gift vouchers' })),
    ),
  ]
}

function productList(items: readonly { href: string; title: string; detail: string }[]): HTMLElement {
  return el(
    'ul',
    { class: 'shop-list' },
    ...items.map((item) =>
      el('li', {}, link(item.href, item.title), el('span', { class: 'shop-muted' }, item.detail)),
    ),
  )
}

/** #/products/events, optionally only some categories (an event group's link). */
export function eventListPage(categoryIds: readonly number[]): View {
  return async (context) => {
    try {
      const events = (await loadEvents(context.locale)).filter(
        (event) => categoryIds.length === 0 || (event.category && categoryIds.includes(event.category.id)),
      )
      return [
        el('h1', {}, context.t('events')),
        productList(
          events.map((event) => ({
            href: `#/product/event/${event.id}`,
            title: event.title,
            detail: event.category?.name ?? '',
          })),
        ),
      ]
    } catch (error) {
      return loadError(context, error)
    }
  }
}

/** #/merchandise/list */
export const merchandiseListPage: View = async (context) => {
  try {
    const articles = await loadMerchandise(context.locale)
    return [
      el('h1', {}, context.t('merchandise')),
      productList(
        articles.map((article) => ({
          href: `#/merchandise/detail/${article.id}`,
          title: article.title,
          detail: price(article.price_cents),
        })),
      ),
    ]
  } catch (error) {
    return loadError(context, error)
  }
}

/** Any other listing or form route: which listing this is and the address that led here. */
export function namedPage(route: Extract<Route, { kind: 'listing' }>): View {
  return (context: ViewContext) => {
    const name = routeName(route, context.locale)
    return [
      el('h1', {}, context.t('listingTitle', { name })),
      el('p', {}, context.t('listingText', { name })),
      el('p', {}, el('code', { class: 'shop-address' }, route.address)),
      el('p', {}, link('#/start', context.t('continueShopping'))),
    ]
  }
}

/** An address the shop does not know. */
export function notFoundPage(address: string): View {
  return (context) => notFound(context, address)
}
