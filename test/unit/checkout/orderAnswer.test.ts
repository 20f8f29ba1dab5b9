import { describe, expect, it } from 'vitest'
import { routeOfAnswer } from '../../../src/checkout/modes/orderAnswer'

const PAGE = 'https://museum.example/kasse/'

describe('where an order answer of a payment mode leads', () => {
  it('status success: the success page at once', () => {
    expect(routeOfAnswer({ status: 'success' }, PAGE)).toEqual({ kind: 'success' })
  })

  it('status fail: the failure page, even beside an address', () => {
    const route = routeOfAnswer({ status: 'fail', payment_url: 'https://psp.example/pay' }, PAGE)
    expect(route).toMatchObject({ kind: 'fail', reason: 'declined' })
  })

  it('payment_url: the browser goes there (a relative one against the page)', () => {
    expect(routeOfAnswer({ payment_url: 'https://psp.example/pay?o=1' }, PAGE)).toEqual({
      kind: 'redirect',
      url: 'https://psp.example/pay?o=1',
    })
    expect(routeOfAnswer({ payment_url: '/pay' }, PAGE)).toEqual({
      kind: 'redirect',
      url: 'https://museum.example/pay',
    })
  })

  it('payment_data: a form posted to its url with its params as text', () => {
    const meta = {
      payment_data: {
        url: 'https://www.computop-paygate.com/payssl.aspx',
        params: { Len: 96, Data: 'AB', x: true },
      },
    }
    expect(routeOfAnswer(meta, PAGE)).toEqual({
      kind: 'post',
      url: 'https://www.computop-paygate.com/payssl.aspx',
      params: { Len: '96', Data: 'AB', x: 'true' },
    })
  })

  it.each([
    ['javascript:', { payment_url: 'javascript:alert(1)' }],
    ['data:', { payment_url: 'data:text/html,<script>alert(1)</script>' }],
    ['a payment_data url of javascript:', { payment_data: { url: 'javascript:alert(1)', params: {} } }],
    ['a payment_data url that is no text', { payment_data: { url: 42 } }],
  ])('an unsafe address (%s) is never followed', (_, meta) => {
    expect(routeOfAnswer(meta, PAGE)).toMatchObject({ kind: 'fail', reason: 'unsafe-address' })
  })

  it.each([
    ['no meta', undefined],
    ['an empty meta', {}],
    ['an unknown status', { status: 'pending' }],
    ['PayPal’s answer', { payment_result: { id: 'PAYPAL-1' } }],
    ['nested params', { payment_data: { url: 'https://psp.example', params: { a: { b: 1 } } } }],
    ['params as a list', { payment_data: { url: 'https://psp.example', params: ['a'] } }],
  ])('nothing usable (%s) leads to the failure page', (_, meta) => {
    expect(routeOfAnswer(meta, PAGE)).toMatchObject({ kind: 'fail', reason: 'unusable' })
  })
})
