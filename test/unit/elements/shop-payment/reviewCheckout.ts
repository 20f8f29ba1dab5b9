/**
 * Helpers for the tests of the checkout's review of its lines: a cart stored as the shop stores it, and paying it with
 * PayPal's test double up to the order request, whose body is answered.
 */
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { requestsTo } from '../../../msw/requestLog'
import { loadPayPal, type renderPayment } from './shopPaymentRender'

/** Stores `lines` as the default cart. */
export function storeCart(...lines: unknown[]): void {
  localStorage.setItem(KEYS.cart, JSON.stringify({ version: 1, items: lines }))
}

/** What the tests read of the order request. */
export interface OrderBody {
  total: number
  items: {
    type: string
    attributes: { id: number; quantity: number }
    payment_attributes: { unit_amount: { value: string } }
  }[]
}

/** Chooses PayPal and pays: the body of the one order request sent. */
export async function payWithPayPal(user: ReturnType<typeof renderPayment>['user']): Promise<OrderBody> {
  await loadPayPal({ eligible: ['paypal'] })
  await user.click(await screen.findByRole('radio', { name: 'PayPal' }))
  await user.click(await screen.findByRole('button', { name: 'PayPal (test double) paypal' }))
  await waitFor(() => expect(requestsTo('/api/v4/orders')).toHaveLength(1))
  return requestsTo('/api/v4/orders')[0]?.body as OrderBody
}
