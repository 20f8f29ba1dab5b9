/**
 * The self-diagnosis checks that go over the network, only ever run when `debug` is on: does the API answer the
 * shop request as the elements send it (CORS, X-Shop-Url), and is Apple Pay's domain association file served on
 * the page's origin.
 */
import { createApiClient } from '../../api/client'
import { HttpError, NetworkError, TimeoutError } from '../../api/errors'
import { learnedPerPageOf } from '../../api/paging'
import type { ApiCheck, ApplePayDomainCheck } from '../../domain/diagnostics'
import type { ShopConfig } from '../../domain/config'

/** Where Apple Pay looks for the merchant's domain verification, on the page's origin. */
export const APPLE_PAY_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association'

const TIMEOUT_MS = 10_000

/**
 * A request the browser refused to hand over may be CORS or an unreachable host: the same address asked without
 * CORS (an opaque answer) tells them apart.
 */
async function reachableWithoutCors(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors' })
    return true
  } catch {
    return false
  }
}

/** GET /shop with the configured X-Shop-Url and locale, through the elements' own client. */
export async function checkApi(
  config: Pick<ShopConfig, 'apiUrl' | 'shopDomain' | 'locale'>,
): Promise<ApiCheck> {
  const client = createApiClient({ ...config, timeoutMs: TIMEOUT_MS })
  const url = `${config.apiUrl}/api/v4/shop?locale=${encodeURIComponent(config.locale)}`
  const perPageAllowed = learnedPerPageOf(config.apiUrl)
  const base = { url, perPageAllowed }
  try {
    await client.request('/shop')
    const perPage = perPageAllowed === null ? '' : `; lists are capped at per_page=${perPageAllowed}`
    const summary = `answered; X-Shop-Url ${config.shopDomain} accepted${perPage}`
    return { ...base, ok: true, summary, status: 200, cors: 'ok', shopUrlAccepted: true }
  } catch (error) {
    if (error instanceof HttpError) {
      // A 4xx answer to the shop request: the server does not know this shop (or refuses the request as sent).
      const refused = error.status >= 400 && error.status < 500
      const summary = refused
        ? `answered ${error.status} to GET /shop: is X-Shop-Url ${config.shopDomain} the shop's domain?`
        : `answered ${error.status} to GET /shop`
      return {
        ...base,
        ok: false,
        summary,
        status: error.status,
        cors: 'ok',
        shopUrlAccepted: refused ? false : null,
      }
    }
    if (error instanceof NetworkError || error instanceof TimeoutError) {
      const cors = (await reachableWithoutCors(url)) ? 'blocked' : 'unreachable'
      const summary =
        cors === 'blocked'
          ? `${config.apiUrl} answers, but not to this page's origin (CORS)`
          : `${config.apiUrl} cannot be reached: is the API address right?`
      return { ...base, ok: false, summary, status: null, cors, shopUrlAccepted: null }
    }
    // An answer that is not the shop's JSON still came from a server that accepted the request.
    const summary = `answered, but not with a shop (${error instanceof Error ? error.message : String(error)})`
    return { ...base, ok: false, summary, status: 200, cors: 'ok', shopUrlAccepted: null }
  }
}

/** Whether the page's origin serves Apple Pay's domain association file (Apple Pay needs it there). */
export async function checkApplePayDomain(origin: string): Promise<ApplePayDomainCheck> {
  const url = `${origin}${APPLE_PAY_ASSOCIATION_PATH}`
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' })
    const ok = response.ok
    const summary = ok
      ? `${url} is reachable`
      : `${url} answered ${response.status}: Apple Pay cannot verify this domain`
    return { ok, summary, url, status: response.status }
  } catch {
    return { ok: false, summary: `${url} could not be fetched`, url, status: null }
  }
}
