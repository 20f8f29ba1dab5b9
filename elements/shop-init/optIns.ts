import type { InitInput } from '../../src/domain/shop/config'
import { pageSet } from '../../src/page/pageState'
import { DATALAYER_ANALYTICS } from './element'
import { ANALYTICS_EVENTS, optInHost } from './host/optInHost'

/**
 * What the init element starts before an opt-in feature's code has loaded: a listener that keeps the events heard
 * meanwhile, handed to the feature once its chunk is there, so nothing said early is lost. Each feature starts once
 * per page, however many init elements there are.
 */
const started = pageSet<string>()

/** Listens to `names` on `target` until the returned function is called; that returns the events heard so far. */
export function listenEarly(target: EventTarget, names: readonly string[]): () => Event[] {
  const heard: Event[] = []
  const keep = (event: Event) => heard.push(event)
  for (const name of names) target.addEventListener(name, keep)
  return () => {
    for (const name of names) target.removeEventListener(name, keep)
    return heard
  }
}

/** Starts an opt-in once per page: listens to `names` at once, then loads its code and hands over what was heard. */
function startOnce(feature: string, names: readonly string[], load: (heard: () => Event[]) => void): void {
  if (started.has(feature)) return
  started.add(feature)
  load(listenEarly(document, names))
}

/** `analytics="datalayer"`: loads the dataLayer glue once, replaying what was heard while it loaded. */
export function startAnalytics(analytics: string | undefined): void {
  if (analytics?.trim().toLowerCase() !== DATALAYER_ANALYTICS) return
  startOnce('analytics', ANALYTICS_EVENTS, (heard) => {
    void import('./analytics/dataLayer').then(({ installDataLayer }) =>
      installDataLayer(optInHost, ANALYTICS_EVENTS, heard()),
    )
  })
}

/** The page asks for the self-diagnosis with `?shop-debug` in its address. */
export function debugInAddress(): boolean {
  return new URLSearchParams(globalThis.location?.search).has('shop-debug')
}

/**
 * `debug` (or `?shop-debug`): catches CSP violations from now on, then loads and runs the self-diagnosis once, when
 * the page has loaded. Its code loads only here, so pages without `debug` never fetch it.
 */
export function startDiagnostics(element: string, input: InitInput): void {
  startOnce('diagnostics', ['securitypolicyviolation'], (violations) => {
    void import('./diagnostics/runDiagnostics').then(({ runDiagnostics }) =>
      runDiagnostics(optInHost, element, input, violations),
    )
  })
}
