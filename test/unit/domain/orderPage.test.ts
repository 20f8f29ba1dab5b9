/**
 * What the order's pages read from the address and from free text: the failure message (as text, shortened, known ones
 * recognised), the addresses in the museum's after-sale text, the withdrawal form's rules and order number.
 */
import { describe, expect, it } from 'vitest'
import { knownFailureKey, paymentFailureIn } from '../../../src/domain/shop/paymentFailure'
import { orderNumberIn, withdrawalProblems } from '../../../src/domain/shop/withdrawal'
import { textAndLinks } from '../../../src/domain/values/textLinks'

describe('the failure address', () => {
  it("reads the hash route's payment_error, then the query's error", () => {
    expect(paymentFailureIn('https://m.de/shop/#/checkout/failure?payment_error=Karte%20abgelehnt')).toBe(
      'Karte abgelehnt',
    )
    expect(paymentFailureIn('https://m.de/kasse.html?error=Zeit+abgelaufen')).toBe('Zeit abgelaufen')
    expect(paymentFailureIn('https://m.de/kasse.html')).toBeNull()
    expect(paymentFailureIn('not an address')).toBeNull()
  })

  it('keeps markup as the text it is and cuts long messages', () => {
    expect(paymentFailureIn('https://m.de/?error=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toBe(
      '<img src=x onerror=alert(1)>',
    )
    expect(paymentFailureIn(`https://m.de/?error=${'a'.repeat(400)}`)).toHaveLength(301)
  })

  it('recognises the known messages', () => {
    expect(knownFailureKey('Payment cancelled by buyer')).toBe('order.failure.cancelled')
    expect(knownFailureKey('INSTRUMENT_DECLINED')).toBe('order.failure.declined')
    expect(knownFailureKey('Irgendwas')).toBeNull()
  })
})

describe('textAndLinks', () => {
  it('cuts text into plain pieces and http(s) addresses, the sentence’s full stop left out', () => {
    expect(textAndLinks('Plan: https://example.org/plan. <b>x</b> javascript:alert(1)')).toEqual([
      { text: 'Plan: ' },
      { href: 'https://example.org/plan' },
      { text: '. <b>x</b> javascript:alert(1)' },
    ])
  })
})

describe('the withdrawal form', () => {
  const filled = { first_name: 'Erika', last_name: 'Muster', email: 'e@x.de', order_id: '8801', note: '' }

  it('needs names, an e-mail of its shape and an order number of digits', () => {
    expect(withdrawalProblems(filled)).toEqual({})
    expect(withdrawalProblems({ ...filled, first_name: ' ', email: 'e@x', order_id: 'A-1' })).toEqual({
      first_name: 'required',
      email: 'email',
      order_id: 'orderId',
    })
    expect(withdrawalProblems({ ...filled, note: 'x'.repeat(2001) })).toEqual({ note: 'tooLong' })
  })

  it("takes the order number from the address's order query, digits only", () => {
    expect(orderNumberIn('https://m.de/widerruf.html?order=8801')).toBe('8801')
    expect(orderNumberIn('https://m.de/widerruf.html?order=%3Cb%3E')).toBe('')
  })
})
