/**
 * Start-up of the demo museum's CMS pages (home, tickets, event dates, cart, support, checkout, annual tickets): apply
 * the stored demo switches to the shop elements, add the control panel, start the fake API and the payment doubles,
 * then load the BUILT bundle with one module script — in that order, so the elements' first requests already reach
 * the fake API.
 */
import './panel.css'
import { demoPaymentMode, loadShopBundle, startDemoApi, type DemoPaymentMode } from './fakeApi'
import { keepDemoQueryOnLinks } from './links'
import { mountPanel } from './panel'
import { offerPaymentMethods } from './paymentMethods'
import { readSettings, saveSettings, type DemoSettings } from './settings'

const SHOP_ELEMENTS =
  'shop-nav, shop-tickets, shop-event-dates, shop-cart, shop-donations, shop-payment, shop-personalization'

/** Sets the switches on the page's elements; the bundle reacts to attribute changes live. */
function applySettings(settings: DemoSettings): void {
  const init = document.querySelector('shop-init')
  init?.setAttribute('locale', settings.locale)
  init?.setAttribute('shop-type', settings.shopType)
  // Switching it off takes effect on the next page: the elements listen from the first time it is on.
  if (settings.analytics) init?.setAttribute('analytics', 'datalayer')
  else init?.removeAttribute('analytics')
  document.querySelectorAll('shop-nav').forEach((nav) => nav.toggleAttribute('mobile', settings.mobile))
  // The museum's pages are German; the shop elements may speak another language, which assistive tech should know.
  document.querySelectorAll(SHOP_ELEMENTS).forEach((element) => element.setAttribute('lang', settings.locale))
}

/**
 * On the checkout page: the banner says how payments run; with a sandbox client id the payment element is told to
 * load PayPal's sandbox SDK (`environment="sandbox"`, the payment element's attribute for PayPal's environment).
 */
function showPaymentMode(mode: DemoPaymentMode): void {
  const banner = document.querySelector('[data-demo="payment-banner"]')
  if (mode.kind !== 'sandbox') return
  document
    .querySelectorAll('shop-payment')
    .forEach((payment) => payment.setAttribute('environment', 'sandbox'))
  if (!banner) return
  banner.classList.add('demo-banner--sandbox')
  banner.textContent =
    `Demo payment with the real PayPal sandbox (client id ${mode.clientId}). ` +
    'Orders are still created by the fake API, so PayPal cannot complete them; use it to check the real buttons.'
}

/** Knobs that change what the catalogue answers: answers kept from an earlier visit would hide what they ask for. */
const CATALOGUE_KNOBS = ['latency', 'fail', 'perPage']

/** With such knobs in the address the elements ask the API (the payment knobs touch nothing that is kept). */
function askTheApiWhenKnobsAreSet(): void {
  const query = new URLSearchParams(window.location.search)
  if (CATALOGUE_KNOBS.some((name) => query.has(name)))
    document.querySelectorAll('shop-init').forEach((init) => init.setAttribute('cache', 'memory'))
}

const settings = readSettings()
askTheApiWhenKnobsAreSet()
applySettings(settings)
mountPanel({
  settings,
  hasNav: document.querySelector('shop-nav') !== null,
  onChange: (next) => {
    saveSettings(next)
    applySettings(next)
  },
})
keepDemoQueryOnLinks()
const mode = demoPaymentMode()
showPaymentMode(mode)
if (mode.kind === 'double') offerPaymentMethods(settings.paymentMethods)
await startDemoApi(mode)
loadShopBundle()
