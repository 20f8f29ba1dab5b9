import { reportMissingInitElement } from '../../src/store/config'

/** How many init and feature elements of this bundle are in the page right now. */
const connected = { init: 0, feature: 0 }

export type ElementKind = keyof typeof connected

/**
 * Elements count themselves in and out as they connect and leave. Upgrades and connections are synchronous, so this
 * knows — without polling — whether a page has feature elements but no init element.
 */
export function countPresence(kind: ElementKind, change: 1 | -1): void {
  connected[kind] += change
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
