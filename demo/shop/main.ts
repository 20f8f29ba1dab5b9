/**
 * The demo's stand-in for the museum's own web shop, so that every link the elements build leads somewhere. It is a
 * tiny hash router over the fake API, plus the second shop type's two checkout pages (body[data-page]). It is not
 * part of the product and does not load the bundle.
 */
import '../panel.css'
import './shop.css'
import { readCart, readDonations } from '../../src/domain/cart/storedCart'
import { el, link, replaceChildren } from '../dom'
import { startDemoApi } from '../fakeApi'
import { keepDemoQueryOnLinks } from '../links'
import { mountPanel } from '../panel'
import { DEMO_SHOP, readSettings, saveSettings } from '../settings'
import { cartPage } from './cartPage'
import { failurePage, successPage } from './checkoutPages'
import { eventListPage, merchandiseListPage, namedPage, notFoundPage, startPage } from './listPages'
import { eventPage, merchandisePage } from './productPages'
import { parseRoute, type Route } from './routes'
import { viewContext, type View } from './view'

const header = document.getElementById('shop-header')
const main = document.getElementById('shop-main')
let settings = readSettings()

function viewOf(route: Route): View {
  switch (route.kind) {
    case 'start':
      return startPage
    case 'event':
      return eventPage(route.id)
    case 'merchandise':
      return merchandisePage(route.id)
    case 'eventList':
      return eventListPage(route.categoryIds)
    case 'merchandiseList':
      return merchandiseListPage
    case 'cart':
      return cartPage
    case 'success':
      return successPage(route.token, 'ORDERID')
    case 'failure':
      return failurePage(route.message)
    case 'listing':
      return namedPage(route)
    case 'notFound':
      return notFoundPage(route.address)
  }
}

/** The page to show: the second shop type's checkout pages read the page's query, the shop its hash route. */
function currentView(): View {
  const query = new URLSearchParams(window.location.search)
  switch (document.body.dataset.page) {
    case 'second-success':
      return successPage(query.get('token'), 'token')
    case 'second-failure':
      return failurePage(query.get('error'))
    default:
      return viewOf(parseRoute(window.location.hash))
  }
}

function cartCount(): number {
  const items = readCart('default', DEMO_SHOP.storageKeys).items.reduce((sum, item) => sum + item.quantity, 0)
  return items + readDonations(DEMO_SHOP.storageKeys).items.length
}

/** The shop's header; absolute links, because the second shop type's pages live at other paths. */
function renderHeader(): void {
  if (!header) return
  const context = viewContext(settings.locale, renderHeader)
  replaceChildren(
    header,
    link('/demo/shop/#/start', `Stadtmuseum Beispielstadt · ${context.t('shopName')}`, 'shop-brand'),
    el(
      'nav',
      { attrs: { 'aria-label': context.t('shopName') } },
      link('/demo/shop/#/start', context.t('start')),
      link('/demo/shop/#/products/events', context.t('events')),
      link('/demo/shop/#/merchandise/list', context.t('merchandise')),
      link('/demo/shop/#/cart', context.t('cartCount', { count: cartCount() })),
      link('/demo/index.html', context.t('backToSite'), 'shop-back'),
    ),
  )
}

let renders = 0

/** Shows the current page; a newer render (the hash changed while loading) wins over an older one. */
async function render(): Promise<void> {
  if (!main) return
  const mine = ++renders
  const context = viewContext(settings.locale, renderHeader)
  document.documentElement.lang = settings.locale
  renderHeader()
  replaceChildren(main, el('p', { class: 'shop-muted' }, context.t('loading')))
  const nodes = await currentView()(context)
  if (mine !== renders) return
  replaceChildren(main, ...nodes)
  // A page may change the cart (the success page empties it).
  renderHeader()
  const title = main.querySelector('h1')?.textContent
  document.title = `${title ? `${title} – ` : ''}Stadtmuseum Beispielstadt (demo shop)`
}

mountPanel({
  settings,
  hasNav: false,
  onChange: (next) => {
    saveSettings(next)
    settings = next
    void render()
  },
})
keepDemoQueryOnLinks()
await startDemoApi()
window.addEventListener('hashchange', () => {
  window.scrollTo(0, 0)
  void render()
})
await render()
