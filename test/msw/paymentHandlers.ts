/**
 * The payment endpoints of the fake v4 API: order creation, PayPal capture and PayPal order details, each
 * steerable through the knobs (orderError, captureStatus, details, captureFault; errorBody for the shape of their
 * errors). Like the order numbers, the server's memory of processed captures lives in the request log, so clearing
 * the log starts a fresh server.
 */
import { delay, HttpResponse, type HttpHandler } from 'msw'
import { apiRoute } from './apiRoute'
import { type ErrorBodyShape, knobs } from './knobs'
import { rememberOrder } from './orderMemory'
import { extraModeMeta } from './payModeKnobs'
import { type LoggedRequest, requestLog } from './requestLog'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A loose check of an order request's shape; returns what is wrong, or null. */
function orderProblem(body: unknown): string | null {
  if (!isRecord(body)) return 'body is not a JSON object'
  const { items, donations = [], total, payment_mode_id: paymentModeId } = body
  if (!Array.isArray(items) || !Array.isArray(donations)) return 'items and donations must be lists'
  if (items.length + donations.length === 0) return 'an order needs items or donations'
  if (!donations.every((d) => isRecord(d) && Number.isInteger(d.value) && Number.isInteger(d.campaign_id))) {
    return 'every donation needs an integer value in cents and a campaign_id'
  }
  if (!items.every((item) => isRecord(item) && typeof item.type === 'string' && isRecord(item.attributes))) {
    return 'every item needs a type and attributes'
  }
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) return 'total must be integer cents'
  if (typeof paymentModeId !== 'string' || paymentModeId === '') return 'payment_mode_id must be text'
  return null
}

/** The n-th request to a path in this test (or page session), counting the current one; numbers ids. */
function sequenceNumber(method: string, pathnamePart: string): number {
  return requestLog.filter((entry) => entry.method === method && entry.pathname.includes(pathnamePart)).length
}

/** The capture requests the server processed (answered 2xx, or processed before its answer was lost). */
const processedCaptures = new WeakSet<LoggedRequest>()

/** Remembers the capture request now being answered as processed. */
function processCapture(pathname: string): void {
  const entry = requestLog.findLast((logged) => logged.method === 'POST' && logged.pathname === pathname)
  if (entry) processedCaptures.add(entry)
}

/** Whether a capture of PayPal order `orderId` was processed. */
function wasCaptured(orderId: string): boolean {
  return requestLog.some(
    (entry) => processedCaptures.has(entry) && entry.pathname.endsWith(`/${encodeURIComponent(orderId)}`),
  )
}

function threeDSecure() {
  const { enrollmentStatus, authenticationStatus } = knobs.details
  if (enrollmentStatus === null && authenticationStatus === null) return {}
  return {
    authentication_result: {
      liability_shift: authenticationStatus === 'Y' ? 'POSSIBLE' : 'NO',
      three_d_secure: {
        ...(enrollmentStatus === null ? {} : { enrollment_status: enrollmentStatus }),
        ...(authenticationStatus === null ? {} : { authentication_status: authenticationStatus }),
      },
    },
  }
}

/** The capture refusal's message in every shape but PayPal's own. */
export const CAPTURE_ERROR_MESSAGE = 'Capture failed'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
}

/** An error answer carrying `message` in `shape`, as the servers in front of or instead of the documented API send. */
export function errorBodyResponse(shape: ErrorBodyShape, message: string, status: number): Response {
  switch (shape) {
    case 'error':
      return HttpResponse.json({ error: message }, { status })
    case 'rails-field':
      return HttpResponse.json({ errors: { order: [message] } }, { status })
    case 'rails-list':
      return HttpResponse.json({ errors: [message] }, { status })
    case 'message':
      return HttpResponse.json({ message }, { status })
    case 'text':
      return HttpResponse.text(message, { status })
    case 'html': {
      const title = escapeHtml(message)
      return HttpResponse.html(
        `<!doctype html><html><head><title>${title}</title><style>h1{color:red}</style></head>` +
          `<body><h1>${title}</h1><script>alert("x")</script><p>Request id 42</p></body></html>`,
        { status },
      )
    }
    case 'empty':
      return new HttpResponse(null, { status })
  }
}

/** The provider pages live on the site that runs the fake API (the demo's), not on the API's host. */
function providerOrigin(): string {
  return globalThis.location?.origin ?? 'https://provider.example'
}

/** Handlers for POST orders, POST payments/paypal/capture and GET payments/paypal/details. */
export const paymentHandlers: HttpHandler[] = [
  apiRoute('post', '/orders', 'orders', ({ body }) => {
    if (knobs.orderError !== null) return errorBodyResponse(knobs.errorBody ?? 'error', knobs.orderError, 422)
    const problem = orderProblem(body)
    if (problem) return HttpResponse.json({ error: `Invalid order: ${problem}` }, { status: 422 })
    const n = sequenceNumber('POST', '/api/v4/orders')
    rememberOrder(`ord_${n}`, body)
    const order = body as Record<string, unknown>
    const modeMeta = extraModeMeta(
      knobs,
      order.payment_mode_id,
      `ord_${n}`,
      Number(order.total),
      providerOrigin(),
    )
    return HttpResponse.json(
      {
        order: { id: 5000 + n, token: `ord_${n}`, state: 'pending', total_cents: order.total },
        meta: modeMeta ?? { payment_result: { id: `PAYPAL-${n}`, status: 'CREATED' } },
      },
      { status: 201 },
    )
  }),
  apiRoute(
    'post',
    '/payments/paypal/capture/:orderToken/:paypalOrderId',
    'capture',
    async ({ params, url }) => {
      const n = sequenceNumber('POST', '/api/v4/payments/paypal/capture/')
      const status = knobs.captureStatus ?? 200
      if (status < 400) processCapture(url.pathname)
      if (knobs.captureFault === 'dropAfterProcessing') return HttpResponse.error()
      if (knobs.captureFault === 'holdAfterProcessing') {
        await delay('infinite')
        return HttpResponse.error()
      }
      if (status >= 400 && knobs.errorBody)
        return errorBodyResponse(knobs.errorBody, CAPTURE_ERROR_MESSAGE, status)
      if (status >= 400) {
        return HttpResponse.json(
          {
            name: 'UNPROCESSABLE_ENTITY',
            message: CAPTURE_ERROR_MESSAGE,
            details: [
              {
                issue: 'INSTRUMENT_DECLINED',
                description: 'The instrument presented was either declined by the processor or bank.',
              },
            ],
            debug_id: `debug-${n}`,
          },
          { status },
        )
      }
      return HttpResponse.json(
        {
          id: params.paypalOrderId,
          status: 'COMPLETED',
          purchase_units: [
            {
              reference_id: params.orderToken,
              payments: { captures: [{ id: `CAPTURE-${n}`, status: 'COMPLETED', final_capture: true }] },
            },
          ],
        },
        { status },
      )
    },
  ),
  apiRoute('get', '/payments/paypal/details/:orderId', 'details', ({ params }) => {
    const captured = wasCaptured(params.orderId ?? '')
    return HttpResponse.json({
      id: params.orderId,
      intent: 'CAPTURE',
      status: captured ? 'COMPLETED' : knobs.details.status,
      ...(captured && {
        purchase_units: [
          { payments: { captures: [{ id: `CAPTURE-${params.orderId}`, status: 'COMPLETED' }] } },
        ],
      }),
      payment_source: {
        google_pay: {
          name: 'Erika Mustermann',
          email_address: 'erika@example.org',
          card: {
            name: 'Erika Mustermann',
            last_digits: '1111',
            type: 'CREDIT',
            brand: 'VISA',
            ...threeDSecure(),
          },
        },
      },
    })
  }),
]
