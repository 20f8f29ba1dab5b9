import { reportMissingInitElement } from '../src/store/config'

/** How many init and feature elements of this bundle are in the page right now. */
const connected = { init: 0, feature: 0 }

export type ElementKind = keyof typeof connected

/**
 * Wraps an element class so that its instances count themselves in and out. Upgrades and connections are synchronous,
 * so this knows — without polling — whether a page has feature elements but no init element.
 */
export function trackPresence(Base: CustomElementConstructor, kind: ElementKind): CustomElementConstructor {
  const Element = Base as unknown as new () => HTMLElement & {
    connectedCallback?(): void
    disconnectedCallback?(): void
  }
  class Tracked extends Element {
    override connectedCallback() {
      connected[kind]++
      super.connectedCallback?.()
      if (kind === 'feature') checkConfigurationSoon()
    }
    override disconnectedCallback() {
      connected[kind]--
      super.disconnectedCallback?.()
    }
  }
  return Tracked
}

/** After the document is parsed, a page with feature elements and no init element gets the configuration error. */
export function checkConfigurationSoon(): void {
  const check = () => {
    if (connected.feature > 0 && connected.init === 0) reportMissingInitElement()
  }
  if (typeof document === 'undefined') return
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', check, { once: true })
  else queueMicrotask(check)
}
