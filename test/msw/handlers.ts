/**
 * The fake v4 shop API as msw handlers, for the node server (unit tests) and the service worker (demo, browser
 * tests) alike. Plain TypeScript: nothing here may use Node-only APIs.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { annualHandlers } from './annualHandlers'
import { authHandlers } from './authHandlers'
import { catalogHandlers } from './catalogHandlers'
import { couponHandlers } from './couponHandlers'
import { holdHandlers } from './holdHandlers'
import { orderHandlers } from './orderHandlers'
import { paymentHandlers } from './paymentHandlers'
import { ticketHandlers } from './ticketHandlers'
import { ticketPartHandlers } from './ticketPartHandlers'
import { tourHandlers } from './tourHandlers'
import { recordRequest } from './requestLog'

/** Every endpoint of the fake v4 API, on any origin (`<any origin>/api/v4/...`). */
export const handlers: HttpHandler[] = [
  ...catalogHandlers,
  ...ticketHandlers,
  ...ticketPartHandlers,
  ...tourHandlers,
  ...holdHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...annualHandlers,
  ...authHandlers,
  ...couponHandlers,
]

/**
 * Handlers that answer GET requests to the given URL patterns (msw path syntax, query ignored) with the given
 * JavaScript, e.g. `sdkDoubleHandlers(SDK_DOUBLES)` to serve payment SDK doubles in place of PayPal's or Google's
 * scripts. The requests are logged too, so a test can check the query the SDK loader built.
 */
export function sdkDoubleHandlers(scripts: Record<string, string>): HttpHandler[] {
  return Object.entries(scripts).map(([pattern, script]) =>
    http.get(pattern, async ({ request }) => {
      await recordRequest(request)
      return new HttpResponse(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
    }),
  )
}
