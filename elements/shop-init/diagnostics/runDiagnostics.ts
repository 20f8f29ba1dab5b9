/**
 * The self-diagnosis of `<shop-init debug>`: waits until the page has loaded and the shop request has settled, runs
 * every check, prints one collapsed console group and sends `shop-diagnostics` from the init element. Loaded only
 * when `debug` is on; never throws into the page. What it needs of the start-up code comes in `host`.
 */
import {
  checkConfig,
  checkCsp,
  checkStorage,
  reportOk,
  type ApiCheck,
  type CspCheck,
  type DiagnosticsReport,
} from '../../../src/domain/diagnostics/report'
import type { InitInput } from '../../../src/domain/shop/config'
import { checkCartOrigin } from '../../../src/domain/diagnostics/cartOrigin'
import { checkGooglePay, checkPayment } from '../../../src/domain/diagnostics/paymentDiagnosis'
import { checkApi, checkApplePayDomain } from '../../../src/services/diagnostics/networkChecks'
import type { OptInHost } from '../host/optInHost'
import { observePayment, paymentSettled } from './observePayment'
import { printReport } from './printReport'

const NO_API_CHECK: ApiCheck = {
  ok: null,
  summary: 'not checked: no valid configuration',
  url: null,
  status: null,
  cors: null,
  shopUrlAccepted: null,
  perPageAllowed: null,
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

function violationsOf(events: readonly Event[]): CspCheck['violations'] {
  return events
    .filter((event): event is SecurityPolicyViolationEvent => 'violatedDirective' in event)
    .map((event) => ({
      directive: event.effectiveDirective || event.violatedDirective,
      blockedUri: event.blockedURI,
    }))
}

async function buildReport(
  host: OptInHost,
  element: string,
  input: InitInput,
  violations: () => Event[],
): Promise<DiagnosticsReport> {
  const state = host.shopStore.getState().config
  const ready = state.status === 'ready' ? state.config : null
  const storageKeys = host.resolveStorageKeys(input.storageKeys)
  const config = checkConfig(
    element,
    input,
    state,
    storageKeys,
    host.readStoredLanguage(storageKeys.keys.language),
  )
  if (ready) await host.loadShop(ready).catch(() => undefined)
  const onPage = document.querySelector(host.paymentTag) !== null
  if (onPage) await paymentSettled(host)
  const api = ready
    ? await checkApi(host.apiClientFor(ready), host.learnedPerPageOf(ready.apiUrl))
    : NO_API_CHECK
  const keys = ready?.storageKeys ?? storageKeys.keys
  const seen = observePayment(host, onPage)
  const cart = checkCartOrigin(ready, location.origin)
  const checks = {
    config,
    api,
    storage: checkStorage(keys, ready?.shopUrl ?? null, location.origin, host.readText, cart.ok === true),
    cart,
    csp: checkCsp(violationsOf(violations())),
    payment: checkPayment(seen),
    applePayDomain: await checkApplePayDomain(location.origin),
    googlePay: checkGooglePay(seen),
  }
  return { ok: reportOk(checks), ...checks }
}

/** Runs the self-diagnosis once: console report and `shop-diagnostics`, from the page's first such init element. */
export async function runDiagnostics(
  host: OptInHost,
  element: string,
  input: InitInput,
  violations: () => Event[],
): Promise<void> {
  try {
    await pageLoaded()
    const report = await buildReport(host, element, input, violations)
    printReport(report)
    host.dispatchShopEvent(document.querySelector(element) ?? document, 'shop-diagnostics', report)
  } catch (error) {
    console.error('[museum-shop] the self-diagnosis failed', error)
  }
}
