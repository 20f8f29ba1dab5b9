/**
 * The self-diagnosis of `<shop-init debug>`: waits until the page has loaded and the shop request has settled, runs
 * every check, prints one collapsed console group and sends `shop-diagnostics` from the init element. Loaded only
 * when `debug` is on; never throws into the page.
 */
import {
  checkConfig,
  checkCsp,
  checkStorage,
  reportOk,
  type CspCheck,
  type DiagnosticsReport,
} from '../../../domain/diagnostics'
import type { InitInput } from '../../../domain/config'
import { dispatchShopEvent } from '../../../domain/events'
import { readStoredLanguage } from '../../../domain/language'
import { checkGooglePay, checkPayment } from '../../../domain/paymentDiagnosis'
import { DEFAULT_STORAGE_KEYS } from '../../../domain/storageKeys'
import { checkApi, checkApplePayDomain } from '../../../services/diagnostics/networkChecks'
import { loadShop } from '../../../store/config'
import { shopStore } from '../../../store/shopStore'
import { SHOP_PAYMENT } from '../../Payment/paymentElement'
import { observePayment, paymentSettled } from './observePayment'
import { printReport } from './printReport'

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

async function buildReport(element: string, input: InitInput, violations: () => Event[]) {
  const config = checkConfig(element, input, readStoredLanguage)
  const state = shopStore.getState().config
  const ready = state.status === 'ready' ? state.config : null
  if (ready) await loadShop(ready).catch(() => undefined)
  const onPage = document.querySelector(SHOP_PAYMENT.tag) !== null
  if (onPage) await paymentSettled()
  const api = ready
    ? await checkApi(ready)
    : ({
        ok: null,
        summary: 'not checked: no valid configuration',
        url: null,
        status: null,
        cors: null,
        shopUrlAccepted: null,
        perPageAllowed: null,
      } as const)
  const storage = checkStorage(
    ready?.storageKeys ?? DEFAULT_STORAGE_KEYS,
    ready?.shopUrl ?? null,
    location.origin,
  )
  const seen = observePayment(onPage)
  const checks = {
    config,
    api,
    storage,
    csp: checkCsp(violationsOf(violations())),
    payment: checkPayment(seen),
    applePayDomain: await checkApplePayDomain(location.origin),
    googlePay: checkGooglePay(seen),
  }
  return { ok: reportOk(checks), ...checks } satisfies DiagnosticsReport
}

/** Runs the self-diagnosis once: console report and `shop-diagnostics`, from the first init element of the page. */
export async function runDiagnostics(
  element: string,
  input: InitInput,
  violations: () => Event[],
): Promise<void> {
  try {
    await pageLoaded()
    const report = await buildReport(element, input, violations)
    printReport(report)
    dispatchShopEvent(document.querySelector(element) ?? document, 'shop-diagnostics', report)
  } catch (error) {
    console.error('[museum-shop] the self-diagnosis failed', error)
  }
}
