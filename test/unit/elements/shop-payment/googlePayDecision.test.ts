import { describe, expect, it } from 'vitest'
import {
  decideGooglePayConfirm,
  shouldCaptureAfterPayerAction,
} from '../../../../src/checkout/googlePay/googlePayDecision'

/** Order details as GET /api/v4/payments/paypal/details/{orderId} returns them. */
function details(status: string, threeDSecure?: Record<string, unknown>): Record<string, unknown> {
  if (!threeDSecure) return { id: 'ORDER-1', status }
  return {
    id: 'ORDER-1',
    status,
    payment_source: {
      google_pay: { card: { last_digits: '1111', authentication_result: { three_d_secure: threeDSecure } } },
    },
  }
}

describe('decideGooglePayConfirm', () => {
  it.each([
    ['APPROVED', 'capture'],
    ['PAYER_ACTION_REQUIRED', 'payer-action'],
    ['CREATED', 'ignore'],
    ['COMPLETED', 'ignore'],
    ['VOIDED', 'ignore'],
    ['approved', 'ignore'],
    ['', 'ignore'],
  ] as const)('status %j → %s', (status, action) => {
    expect(decideGooglePayConfirm(status)).toBe(action)
  })
})

describe('shouldCaptureAfterPayerAction', () => {
  it.each([
    ['order status APPROVED', details('APPROVED'), true],
    ['APPROVED even with failed 3-D Secure', details('APPROVED', { enrollment_status: 'N' }), true],
    ['enrollment U (3-D Secure unavailable)', details('CREATED', { enrollment_status: 'U' }), true],
    [
      'enrollment Y, authentication Y',
      details('CREATED', { enrollment_status: 'Y', authentication_status: 'Y' }),
      true,
    ],
    [
      'enrollment Y, authentication N',
      details('CREATED', { enrollment_status: 'Y', authentication_status: 'N' }),
      false,
    ],
    [
      'enrollment Y, authentication U',
      details('CREATED', { enrollment_status: 'Y', authentication_status: 'U' }),
      false,
    ],
    ['enrollment Y without authentication', details('CREATED', { enrollment_status: 'Y' }), false],
    ['enrollment N', details('CREATED', { enrollment_status: 'N', authentication_status: 'Y' }), false],
    ['enrollment B', details('CREATED', { enrollment_status: 'B' }), false],
    ['no 3-D Secure result', details('PAYER_ACTION_REQUIRED'), false],
    ['lower-case values', details('approved', { enrollment_status: 'y', authentication_status: 'y' }), false],
  ])('%s → %s', (_, orderDetails, capture) => {
    expect(shouldCaptureAfterPayerAction(orderDetails)).toBe(capture)
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'APPROVED'],
    ['an array', [{ status: 'APPROVED' }]],
    ['status as a number', { status: 1 }],
    ['payment_source as a string', { status: 'CREATED', payment_source: 'google_pay' }],
    ['three_d_secure as an array', details('CREATED', ['U'] as unknown as Record<string, unknown>)],
    ['enrollment as a boolean', details('CREATED', { enrollment_status: true, authentication_status: true })],
  ])('does not capture on malformed details: %s', (_, malformed) => {
    expect(shouldCaptureAfterPayerAction(malformed)).toBe(false)
  })

  it('ignores fields it does not read', () => {
    const extra = { ...details('CREATED', { enrollment_status: 'U' }), links: [], debug_id: 'x' }
    expect(shouldCaptureAfterPayerAction(extra)).toBe(true)
  })
})
