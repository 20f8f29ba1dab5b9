import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { HttpError, InvalidDataError, PaymentError } from '../../../src/api/errors'
import { MAX_SERVER_MESSAGE_LENGTH, serverMessageOf } from '../../../src/api/serverMessage'
import { capturePayPalOrder, createOrder } from '../../../src/services/orders'
import { apiClientFor } from '../../../src/store/apiQuery'
import { testConfig } from '../../helpers/config'
import { ERROR_BODY_SHAPES, knobs } from '../../msw/knobs'
import { CAPTURE_ERROR_MESSAGE } from '../../msw/paymentHandlers'
import { requestsTo } from '../../msw/requestLog'
import { server } from '../../msw/server'
import { validOrderRequest } from '../msw/callFakeApi'

describe('serverMessageOf: the message of an error body, whatever its shape', () => {
  it.each([
    ['the documented error field', { error: 'Ausverkauft' }, 'Ausverkauft'],
    ['an error object with a message', { error: { message: 'Ausverkauft' } }, 'Ausverkauft'],
    ['a message field', { message: 'Ausverkauft' }, 'Ausverkauft'],
    ['a Rails error list', { errors: ['Ausverkauft', 'Zu viele Karten'] }, 'Ausverkauft; Zu viele Karten'],
    [
      'JSON:API errors',
      { errors: [{ status: '422', title: 'Invalid', detail: 'Ausverkauft' }] },
      'Ausverkauft',
    ],
    [
      'Rails errors by field, relative messages named after their field',
      { errors: { email: ['is invalid'], payment_mode_id: ["can't be blank"] } },
      "Email is invalid; Payment mode can't be blank",
    ],
    ['Rails errors by field, whole sentences kept', { errors: { order: ['Ausverkauft'] } }, 'Ausverkauft'],
    ['Rails base errors', { errors: { base: ['nicht mehr buchbar'] } }, 'nicht mehr buchbar'],
    [
      'devise_token_auth full messages',
      { success: false, errors: { email: ['is invalid'], full_messages: ['Email is invalid'] } },
      'Email is invalid',
    ],
    ['a flag next to the message', { error: true, message: 'Ausverkauft' }, 'Ausverkauft'],
    ['plain text', 'Ausverkauft\n', 'Ausverkauft'],
  ])('%s', (_shape, body, message) => {
    expect(serverMessageOf(body)).toBe(message)
  })

  it.each([
    ['nothing', null],
    ['an empty object', {}],
    ['empty fields', { error: '', errors: [], message: '   ' }],
    ['a number', 422],
    ['a page of markup only', '<html><body><div></div></body></html>'],
  ])('is empty for %s, so the caller’s default applies', (_case, body) => {
    expect(serverMessageOf(body)).toBe('')
  })

  it('takes an HTML page’s title, never its markup or scripts', () => {
    const page =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway &amp; more</title><script>alert(1)</script></head>' +
      '<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'
    expect(serverMessageOf(page)).toBe('502 Bad Gateway & more')
    expect(serverMessageOf('<body><h1>Wartung &#8211; bis 14 Uhr</h1><p>x</p></body>')).toBe(
      'Wartung – bis 14 Uhr',
    )
    expect(serverMessageOf('<p>Fehler <b>&lt;script&gt;</b> <img src=x onerror=alert(1)></p>')).toBe(
      'Fehler script',
    )
  })

  it('caps a long message at one line of MAX_SERVER_MESSAGE_LENGTH characters', () => {
    const message = serverMessageOf({ error: `Fehler\n${'x'.repeat(5000)}` })
    expect(message).toHaveLength(MAX_SERVER_MESSAGE_LENGTH)
    expect(message).toMatch(/^Fehler x+…$/)
  })
})

describe('order creation and capture take the server’s message from every body shape', () => {
  const client = () => apiClientFor(testConfig())
  const REFUSAL = 'Ausverkauft & zu spät'
  const speaking = ERROR_BODY_SHAPES.filter((shape) => shape !== 'empty')

  it.each(speaking)('order refused with a %s body', async (shape) => {
    knobs.errorBody = shape
    knobs.orderError = REFUSAL
    const error = await createOrder(client(), validOrderRequest(), {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentError)
    expect((error as Error).message).toBe(REFUSAL)
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
  })

  it("uses the generic 'Something went wrong' only when the refusal says nothing", async () => {
    knobs.errorBody = 'empty'
    knobs.orderError = 'ignored by an empty body'
    const error = await createOrder(client(), validOrderRequest(), {}).catch((e: unknown) => e)
    expect((error as Error).message).toBe('Something went wrong')
  })

  it.each([
    [{ errors: ['Ausverkauft'] }, PaymentError, 'Ausverkauft'],
    [{ error: { message: 'Ausverkauft' } }, PaymentError, 'Ausverkauft'],
    [{ order: null }, InvalidDataError, 'Invalid data from the shop API: /orders'],
  ])('a 200 without an order: %j', async (body, type, message) => {
    server.use(http.post('*/api/v4/orders', () => HttpResponse.json(body)))
    const error = await createOrder(client(), validOrderRequest(), {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(type)
    expect((error as Error).message).toBe(message)
  })

  it.each(ERROR_BODY_SHAPES)('capture refused with a %s body: status plus message', async (shape) => {
    knobs.errorBody = shape
    knobs.captureStatus = 422
    const error = await capturePayPalOrder(client(), 'ord_1', 'PAYPAL-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as Error).message).toBe(shape === 'empty' ? '422' : `422 ${CAPTURE_ERROR_MESSAGE}`)
  })
})
