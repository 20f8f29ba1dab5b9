/**
 * The demo's control panel: a small fixed box on every demo page, styled apart from the museum site so nobody takes
 * it for part of the museum. Live switches change attributes at once; the fake API's knobs reload the page.
 */
import { emptyCart } from './cart'
import { el, labelled, select } from './dom'
import { knobsSection } from './panelKnobs'
import type { DemoSettings } from './settings'

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

function cartSection(): HTMLElement {
  const status = el('p', { class: 'demo-panel__status', attrs: { role: 'status' } })
  const button = el(
    'button',
    {
      attrs: { type: 'button', 'data-action': 'clear-cart' },
      onClick: () => {
        emptyCart()
        status.textContent = 'Cart cleared. Reloading…'
        // The elements read the cart when they render; a reload shows the empty cart everywhere.
        window.setTimeout(() => window.location.reload(), 400)
      },
    },
    'Clear cart',
  )
  return el('div', { class: 'demo-panel__cart' }, button, status)
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
    cartSection(),
  )
  rememberOpen(details)
  const panel = el('aside', { class: 'demo-panel', attrs: { 'aria-label': 'Demo controls' } }, details)
  document.body.append(panel)
  return panel
}
