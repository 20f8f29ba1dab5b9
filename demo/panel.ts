/**
 * The demo's control panel: a small fixed box on every demo page, styled apart from the museum site so nobody takes
 * it for part of the museum. Live switches change attributes at once; the fake API's knobs, the cart buttons and the
 * payment methods reload the page.
 */
import { addSampleItems, emptyCart } from './cart'
import { el, labelled, select } from './dom'
import { knobsSection } from './panelKnobs'
import { PAYMENT_METHOD_CHOICES } from './paymentMethods'
import { readSettings, type DemoSettings } from './settings'

/** What the page does with the panel. */
export interface PanelOptions {
  settings: DemoSettings
  /** Called with the new settings after every live switch (they are already stored). */
  onChange: (settings: DemoSettings) => void
  /** False on pages without `<shop-nav>` (the stand-in shop): the mobile switch is disabled there. */
  hasNav: boolean
}

const OPEN_KEY = 'museum-demo.panel-open'

function rememberOpen(details: HTMLDetailsElement): void {
  try {
    details.open = window.sessionStorage.getItem(OPEN_KEY) === 'true'
    details.addEventListener('toggle', () => window.sessionStorage.setItem(OPEN_KEY, String(details.open)))
  } catch {
    // No session storage: the panel starts closed on every page.
  }
}

function liveSection({ settings, onChange, hasNav }: PanelOptions): HTMLElement {
  let current = settings
  const locale = select(
    'locale',
    [
      ['de', 'Deutsch (de)'],
      ['en', 'English (en)'],
    ],
    settings.locale,
  )
  const mobile = el('input', { attrs: { type: 'checkbox', name: 'mobile' } })
  mobile.checked = settings.mobile
  mobile.disabled = !hasNav
  const shopType = select(
    'shopType',
    [
      ['hash', 'hash-routed'],
      ['second', 'second type'],
    ],
    settings.shopType,
  )
  const analytics = el('input', { attrs: { type: 'checkbox', name: 'analytics' } })
  analytics.checked = settings.analytics
  const update = (change: Partial<DemoSettings>) => {
    current = { ...current, ...change }
    onChange(current)
  }
  locale.addEventListener('change', () => update({ locale: locale.value === 'en' ? 'en' : 'de' }))
  mobile.addEventListener('change', () => update({ mobile: mobile.checked }))
  analytics.addEventListener('change', () => update({ analytics: analytics.checked }))
  shopType.addEventListener('change', () =>
    update({ shopType: shopType.value === 'second' ? 'second' : 'hash' }),
  )
  return el(
    'fieldset',
    { class: 'demo-panel__live' },
    el('legend', {}, 'Live'),
    labelled('Locale', locale),
    el('label', { class: 'demo-panel__check' }, mobile, ' Mobile navigation'),
    labelled('Shop type', shopType),
    el('label', { class: 'demo-panel__check' }, analytics, ' Analytics (window.dataLayer)'),
  )
}

/** Says what happened, then reloads: the elements read the cart and the payment methods when the page loads. */
function reloadSaying(status: HTMLElement, text: string): void {
  status.textContent = `${text} Reloading…`
  window.setTimeout(() => window.location.reload(), 400)
}

function cartSection({ settings, onChange }: PanelOptions): HTMLElement {
  const status = el('p', { class: 'demo-panel__status', attrs: { role: 'status' } })
  const sample = el(
    'button',
    {
      attrs: { type: 'button', 'data-action': 'add-sample-items' },
      onClick: () =>
        reloadSaying(status, addSampleItems() ? 'Sample items added.' : 'Storage refused the items.'),
    },
    'Add sample items',
  )
  const clear = el(
    'button',
    {
      attrs: { type: 'button', 'data-action': 'clear-cart' },
      onClick: () => {
        emptyCart()
        reloadSaying(status, 'Cart cleared.')
      },
    },
    'Clear cart',
  )
  const methods = select('paymentMethods', PAYMENT_METHOD_CHOICES, settings.paymentMethods)
  methods.addEventListener('change', () => {
    // The stored switches, not those the panel opened with: the live ones may have changed since.
    onChange({ ...readSettings(), paymentMethods: methods.value === 'all' ? 'all' : 'typical' })
    reloadSaying(status, 'Payment methods changed.')
  })
  return el(
    'fieldset',
    { class: 'demo-panel__cart' },
    el('legend', {}, 'Cart and checkout ', el('small', {}, '(reload the page)')),
    el('div', { class: 'demo-panel__buttons' }, sample, clear),
    labelled('Payment methods', methods),
    status,
  )
}

/** Adds the panel to the page. */
export function mountPanel(options: PanelOptions): HTMLElement {
  const details = el(
    'details',
    {},
    el('summary', {}, 'Demo controls'),
    el('p', { class: 'demo-panel__hint' }, 'Part of the demo, not of the museum site.'),
    liveSection(options),
    knobsSection(),
    cartSection(options),
  )
  rememberOpen(details)
  const panel = el('aside', { class: 'demo-panel', attrs: { 'aria-label': 'Demo controls' } }, details)
  document.body.append(panel)
  return panel
}
