/**
 * The order confirmation and the withdrawal form that `npm run screenshots` renders: the confirmed order with its
 * documents, donations and total, a payment still being confirmed, the failure page with the payment's message, an
 * order that cannot be shown, and the withdrawal form empty, with its errors and sent.
 */
import { expect } from '@playwright/test'
import { openOrder, openWithdrawal, order, ORDER_TOKENS, orderShown, withdrawal } from '../e2e/support/order'
import type { ScreenState } from './states'

export const ORDER_STATES: readonly ScreenState[] = [
  {
    name: 'order-confirmed',
    reach: async (page) => {
      await openOrder(page, `?token=${ORDER_TOKENS.full}`)
      await orderShown(page)
      await expect(order(page).locator('[part=total]')).toBeVisible()
    },
  },
  {
    name: 'order-pending',
    reach: async (page) => {
      await openOrder(page, `?token=${ORDER_TOKENS.pending}`)
      await expect(order(page).getByText('Ihre Zahlung wird noch bestätigt …')).toBeVisible()
    },
  },
  {
    name: 'order-payment-failed',
    reach: async (page) => {
      const message = 'Die Zahlung wurde von Ihrer Bank abgelehnt.'
      await openOrder(page, `?payment_error=${encodeURIComponent(message)}`)
      await expect(order(page).getByRole('alert')).toContainText(message)
    },
  },
  {
    name: 'order-unknown',
    reach: async (page) => {
      await openOrder(page, '?token=not-an-order')
      await expect(order(page).getByRole('alert')).toContainText('Diese Bestellung können wir nicht anzeigen')
    },
  },
  {
    name: 'withdrawal-form',
    reach: async (page) => {
      await openWithdrawal(page)
      await expect(withdrawal(page).getByRole('button', { name: 'Widerruf senden' })).toBeVisible()
    },
  },
  {
    name: 'withdrawal-errors',
    reach: async (page) => {
      await openWithdrawal(page)
      const form = withdrawal(page)
      await form.getByLabel('Vorname').fill('Erika')
      await form.getByLabel('E-Mail-Adresse').fill('erika@')
      await form.getByRole('button', { name: 'Widerruf senden' }).click()
      await expect(form.getByRole('alert')).toHaveText('Bitte prüfen Sie die 2 markierten Angaben.')
    },
  },
  {
    name: 'withdrawal-sent',
    reach: async (page) => {
      await openWithdrawal(page)
      const form = withdrawal(page)
      await form.getByLabel('Vorname').fill('Erika')
      await form.getByLabel('Nachname').fill('Mustermann')
      await form.getByLabel('E-Mail-Adresse').fill('erika@example.org')
      await form.getByRole('button', { name: 'Widerruf senden' }).click()
      await expect(form.getByText(/Ihr Widerruf ist eingegangen/)).toBeVisible()
    },
  },
]
