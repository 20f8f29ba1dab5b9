import { describe, expect, it } from 'vitest'
import { paymentMethodsMessages } from '../../../../../elements/shop-payment/methodMessages'
import { createTranslator } from '../../../../../src/domain/messages/translations'
import { CaptureOutcomeUnknownError } from '../../../../../src/checkout/errors'
import {
  cardFailure,
  cardFailureDetail,
  cardResultLines,
  isValidEmail,
} from '../../../../../src/checkout/card/cardResult'
import { PlacesGoneError } from '../../../../../src/domain/tickets/errors'

const english = createTranslator({}, paymentMethodsMessages.en)

describe('card e-mail rule (a basic address pattern)', () => {
  it.each([
    ['erika@example.org', true],
    ['  erika@example.org  ', true],
    ['e.m+shop@museum.berlin', true],
    ['', false],
    ['erika', false],
    ['erika@', false],
    ['erika@example', false],
    ['@example.org', false],
    ['erika mustermann@example.org', false],
    ['erika@@example.org', false],
  ])('%j is valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid)
  })
})

const TRY_AGAIN = paymentMethodsMessages.en['payment.card.tryAgain']

describe('card result area', () => {
  it('says the checkout could not start when the order failed, and what to do; the reason is the integrator’s', () => {
    const result = cardFailure('create', new Error('Sold out'))
    expect(cardResultLines(result, english)).toEqual(['Could not initiate PayPal Checkout...', TRY_AGAIN])
    expect(cardFailureDetail(result, english)).toBe('Sold out')
  })

  it('says the transaction could not be processed after the order, with the headline as detail when there is no reason', () => {
    const result = cardFailure('approve', {})
    expect(cardResultLines(result, english)).toEqual([
      'Sorry, your transaction could not be processed...',
      TRY_AGAIN,
    ])
    expect(cardFailureDetail(result, english)).toBe('Sorry, your transaction could not be processed...')
  })

  it('names the places taken meanwhile in their own sentence: trying the card again would not help', () => {
    const gone = new PlacesGoneError(
      'These places have been taken meanwhile: Adults (Sat, May 30, 11:30 AM).',
      [],
    )
    const result = cardFailure('create', gone)
    expect(cardResultLines(result, english)).toEqual([gone.message])
    expect(cardFailureDetail(result, english)).toBe(gone.message)
  })

  it('never shows a status code or a server message of a failed capture', () => {
    const result = cardFailure('capture', new Error('500 Capture failed'))
    expect(cardResultLines(result, english).join(' ')).not.toMatch(/500|Capture failed/)
    expect(cardFailureDetail(result, english)).toBe('500 Capture failed')
  })

  it('reports a declined transaction with its status and id, only once an order exists', () => {
    const declined = Object.assign(new Error('x'), {
      declinedTransaction: { status: 'DECLINED', id: 'CAP-1' },
    })
    expect(cardResultLines(cardFailure('capture', declined), english)).toEqual([
      'Transaction DECLINED: CAP-1',
      TRY_AGAIN,
    ])
    expect(cardFailure('create', declined)).toEqual({ kind: 'create', reason: 'x' })
  })

  it.each([null, 'DECLINED', { status: 'DECLINED' }, { status: 3, id: 'CAP-1' }])(
    'ignores a malformed declinedTransaction (%j)',
    (declinedTransaction) => {
      const error = Object.assign(new Error('422 Capture failed'), { declinedTransaction })
      expect(cardFailure('capture', error)).toEqual({ kind: 'capture', reason: '422 Capture failed' })
    },
  )
})

describe('a capture whose outcome is unknown', () => {
  it('shows only the "do not pay again" text, not a failed transaction', () => {
    const unknown = new CaptureOutcomeUnknownError(
      'ord_1',
      'PAYPAL-1',
      'Do not pay again; check your e-mail.',
    )
    const result = cardFailure('capture', unknown)
    expect(result).toEqual({ kind: 'unknown', message: 'Do not pay again; check your e-mail.' })
    expect(cardResultLines(result, english)).toEqual(['Do not pay again; check your e-mail.'])
  })
})

describe('built-in texts', () => {
  it('has every key in German and English', () => {
    expect(Object.keys(paymentMethodsMessages.de).sort()).toEqual(
      Object.keys(paymentMethodsMessages.en).sort(),
    )
  })
})
