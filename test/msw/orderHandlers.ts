/**
 * The order endpoints after the purchase: the order by its token (GET /orders/{token}), its documents (a small PDF per
 * ticket sale, booking, voucher and invoice, an Apple Wallet pass per barcode, for the order's own token only) and the
 * withdrawal form (POST /orders/withdrawals, checked as a Rails server checks it). The pending order answers
 * `is_valid: false` to its first looks of a page; someone else's order 403; any other unknown token 404.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { apiRoute } from './apiRoute'
import { FULL_ORDER_ID, PENDING_LOOKS } from './fixtures/orderTokens'
import { createdOrder, ORDER_TOKENS, orderFixture } from './fixtures/orders'
import { localized } from './fixtures/pictures'
import { createdOrderLines } from './orderMemory'
import { recordRequest, requestLog } from './requestLog'

/** The order of `token` as the server has it now, or null when it knows none. */
function currentOrder(token: string) {
  const created = /^ord_(\d+)$/.exec(token)
  const lines = created ? createdOrderLines(Number(created[1])) : null
  if (created && lines) return createdOrder(Number(created[1]), lines)
  const answer = orderFixture(token)
  if (answer && token === ORDER_TOKENS.pending) {
    const looks = requestLog.filter(
      (entry) => entry.method === 'GET' && entry.pathname.endsWith(`/orders/${token}`),
    )
    answer.order.is_valid = looks.length > PENDING_LOOKS
  }
  return answer
}

/** Whether `token` opens order `id`. */
const opens = (token: string, id: number) => currentOrder(token)?.order.id === id

/** A one-page PDF with one line of text: enough for a browser to show it. */
function tinyPdf(text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`
  return [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
}

/** A document of order `id`: the file when the token opens the order, else 404. */
function documentRoute(path: string, answer: (params: Record<string, string>) => Response): HttpHandler {
  return http.get(`*/api/v4/orders/:orderId/${path}`, async ({ request, params }) => {
    await recordRequest(request)
    const token = new URL(request.url).searchParams.get('token') ?? ''
    if (!opens(token, Number(params.orderId)))
      return HttpResponse.json({ error: 'Not found' }, { status: 404 })
    return answer(params as Record<string, string>)
  })
}

const pdf = (name: string) =>
  new HttpResponse(tinyPdf(name), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}.pdf"`,
    },
  })

/** A pass is a zip; the double sends the zip's signature and a name, which is what a test can check. */
const pkpass = (barcode: string) =>
  new HttpResponse(`PK\u0003\u0004pass ${barcode}`, {
    headers: {
      'Content-Type': 'application/vnd.apple.pkpass',
      'Content-Disposition': `attachment; filename="${barcode}.pkpass"`,
    },
  })

const MESSAGES = {
  blank: { de: 'muss ausgefüllt werden', en: "can't be blank" },
  invalid: { de: 'ist nicht gültig', en: 'is invalid' },
  unknown: { de: 'ist keine Bestellung dieser E-Mail-Adresse', en: 'is not an order of this e-mail address' },
} as const

export const orderHandlers: HttpHandler[] = [
  // Longer paths first: msw answers with the first handler that matches.
  documentRoute('tickets/:saleId/passbooks/:file', ({ file }) =>
    pkpass((file ?? '').replace(/\.pkpass$/, '')),
  ),
  documentRoute('tickets/:file', ({ file }) => pdf(`ticket-${file}`)),
  documentRoute('events/:file', ({ file }) => pdf(`event-${file}`)),
  documentRoute('tours/:file', ({ file }) => pdf(`tour-${file}`)),
  documentRoute('coupons/:file', ({ file }) => pdf(`voucher-${file}`)),
  documentRoute('invoice.pdf', ({ orderId }) => pdf(`invoice-${orderId}`)),
  apiRoute('post', '/orders/withdrawals', 'withdrawals', ({ body, locale }) => {
    const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    const errors: Record<string, string[]> = {}
    for (const name of ['first_name', 'last_name', 'email', 'order_id']) {
      if (typeof form[name] !== 'string' || form[name] === '')
        errors[name] = [localized(locale, MESSAGES.blank)]
    }
    if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(form.email)))
      errors.email = [localized(locale, MESSAGES.invalid)]
    if (
      !errors.order_id &&
      Number(form.order_id) !== FULL_ORDER_ID &&
      !/^50\d\d$/.test(String(form.order_id))
    )
      errors.order_id = [localized(locale, MESSAGES.unknown)]
    if (Object.keys(errors).length > 0) return HttpResponse.json({ errors }, { status: 422 })
    return HttpResponse.json({ withdrawal: { id: 1, state: 'received' } }, { status: 201 })
  }),
  apiRoute('get', '/orders/:token', 'order', ({ params }) => {
    const token = params.token ?? ''
    if (token === ORDER_TOKENS.foreign) return HttpResponse.json({ error: 'Forbidden' }, { status: 403 })
    const answer = currentOrder(token)
    return answer ? HttpResponse.json(answer) : HttpResponse.json({ error: 'Not found' }, { status: 404 })
  }),
]
