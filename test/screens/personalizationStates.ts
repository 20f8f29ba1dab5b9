/**
 * The states of `<shop-personalization>` that `npm run screenshots` renders, on the success page's address with the
 * fake API's orders: the order loading, the forms, the rules' messages, the server's refusal at a field, the thanks
 * (naming the ticket still to send), the last of two filled forms sent while the first is not, a sale personalized
 * already, and a link that is not valid.
 */
import { expect, type Page } from '@playwright/test'
import {
  ANNUAL_ORDER_TOKENS,
  fillHolder,
  formsReady,
  holder,
  openPersonalization,
  PAIR,
  personalization,
  saleForm,
  sendButton,
  SINGLE,
} from '../e2e/support/personalization'
import type { ScreenState } from './states'

/** The single ticket's holder filled in with `zip`, then sent. */
async function sendSingle(page: Page, zip: string): Promise<void> {
  await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
  const form = saleForm(page, SINGLE)
  await fillHolder(holder(form, 1, 1), { zip })
  await sendButton(form).click()
}

export const PERSONALIZATION_STATES: readonly ScreenState[] = [
  {
    name: 'personalization-loading',
    reach: async (page) => {
      await openPersonalization(page, ANNUAL_ORDER_TOKENS.open, 'latency=20000')
      await expect(personalization(page).getByRole('status')).toBeVisible()
    },
  },
  {
    name: 'personalization-form',
    reach: (page) => openPersonalization(page, ANNUAL_ORDER_TOKENS.open).then(() => formsReady(page)),
  },
  {
    name: 'personalization-invalid',
    reach: async (page) => {
      await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
      const form = saleForm(page, PAIR)
      await fillHolder(holder(form, 1, 2))
      await holder(form, 2, 2).getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('max@')
      await sendButton(form).click()
      await expect(form.getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'personalization-refused',
    reach: async (page) => {
      await sendSingle(page, '1234')
      await expect(saleForm(page, SINGLE).getByText('ist keine gültige deutsche Postleitzahl')).toBeVisible()
    },
  },
  {
    name: 'personalization-done',
    reach: async (page) => {
      await sendSingle(page, '12345')
      await expect(personalization(page).getByRole('status')).toBeVisible()
    },
  },
  {
    name: 'personalization-one-unsent',
    reach: async (page) => {
      await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
      await fillHolder(holder(saleForm(page, SINGLE), 1, 1))
      const pair = saleForm(page, PAIR)
      await fillHolder(holder(pair, 1, 2))
      await fillHolder(holder(pair, 2, 2), { name: 'Max' })
      await sendButton(pair).click()
      await expect(saleForm(page, SINGLE).getByText(/^Noch nicht gesendet/)).toBeVisible()
    },
  },
  {
    name: 'personalization-already',
    reach: async (page) => {
      await openPersonalization(page, ANNUAL_ORDER_TOKENS.personalized)
      await expect(personalization(page).getByText(/ist bereits personalisiert/)).toBeVisible()
    },
  },
  {
    name: 'personalization-bad-token',
    reach: async (page) => {
      await openPersonalization(page, 'abgelaufen')
      await expect(personalization(page).getByRole('alert')).toBeVisible()
    },
  },
]
