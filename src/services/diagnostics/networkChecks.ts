/**
 * The self-diagnosis checks that go over the network, only ever run when `debug` is on: does the API answer the
 * shop request as the elements send it (CORS, X-Shop-Url), and is Apple Pay's domain association file served on
 * the page's origin.
 */
// Types only: this module loads with the self-diagnosis and is handed the elements' own API client.
import type { ApiClient } from '../../api/clientTypes'
import type { ApiCheck, ApplePayDomainCheck } from '../../domain/diagnostics/report'

/** Where Apple Pay looks for the merchant's domain verification, on the page's origin. */
export const APPLE_PAY_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association'

/** The client's failures without an answer (none at all, or none in time) carry these codes. */
const NO_ANSWER: ReadonlySet<unknown> = new Set(['network', 'timeout'])

const fieldOfError = (error: unknown, name: 'status' | 'code'): unknown =>
  error instanceof Error && name in error ? (error as Error & Record<typeof name, unknown>)[name] : undefined

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

/**
 * GET /shop with the configured X-Shop-Url and locale, through the elements' own client. `perPageAllowed` is the page
 * size the server insisted on so far (null when it never refused ours).
 */
export async function checkApi(client: ApiClient, perPageAllowed: number | null): Promise<ApiCheck> {
  const { apiUrl, shopDomain, locale } = client.options
  const url = `${apiUrl}/api/v4/shop?locale=${encodeURIComponent(locale)}`
  const base = { url, perPageAllowed }
  try {
    await client.request('/shop')
    const perPage = perPageAllowed === null ? '' : `; lists are capped at per_page=${perPageAllowed}`
    const summary = `answered; X-Shop-Url ${shopDomain} accepted${perPage}`
    return { ...base, ok: true, summary, status: 200, cors: 'ok', shopUrlAccepted: true }
  } catch (error) {
    const status = fieldOfError(error, 'status')
    if (typeof status === 'number') {
      // A 4xx answer to the shop request: the server does not know this shop, or refuses the request as sent.
      const refused = status >= 400 && status < 500
      const summary = refused
        ? `answered ${status} to GET /shop: is X-Shop-Url ${shopDomain} the shop's domain?`
        : `answered ${status} to GET /shop`
      return { ...base, ok: false, summary, status, cors: 'ok', shopUrlAccepted: refused ? false : null }
    }
    if (NO_ANSWER.has(fieldOfError(error, 'code'))) {
      const cors = (await reachableWithoutCors(url)) ? 'blocked' : 'unreachable'
      const summary =
        cors === 'blocked'
          ? `${apiUrl} answers, but not to this page's origin (CORS)`
          : `${apiUrl} cannot be reached: is the API address right?`
      return { ...base, ok: false, summary, status: null, cors, shopUrlAccepted: null }
    }
    // An answer that is not the shop's JSON still came from a server that accepted the request.
    const summary = `answered, but not with a shop (${error instanceof Error ? error.message : String(error)})`
    return { ...base, ok: false, summary, status: 200, cors: 'ok', shopUrlAccepted: null }
  }
}

/**
 * Whether the page's origin serves Apple Pay's domain association file (Apple Pay needs it there). An HTML answer is
 * a site's catch-all page, not the file.
 */
export async function checkApplePayDomain(origin: string): Promise<ApplePayDomainCheck> {
  const url = `${origin}${APPLE_PAY_ASSOCIATION_PATH}`
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' })
    const html = response.headers.get('content-type')?.includes('text/html') === true
    const ok = response.ok && !html
    const summary = ok
      ? `${url} is reachable`
      : `${url} answered ${response.status}${html ? ' with an HTML page' : ''}: Apple Pay cannot verify this domain`
    return { ok, summary, url, status: response.status }
  } catch {
    return { ok: false, summary: `${url} could not be fetched`, url, status: null }
  }
}
