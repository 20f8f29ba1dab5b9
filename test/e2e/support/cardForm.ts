/** The card method, filled in as a buyer would: choose it, then e-mail and PayPal's (double's) card fields. */
import type { Locator, Page } from '@playwright/test'
import { paymentMethodsMessages } from '../../../elements/shop-payment/methodMessages'

const card = paymentMethodsMessages.de

/** Chooses the card method and fills every field with a valid card. */
export async function fillCard(page: Page): Promise<void> {
  await page.getByRole('radio', { name: card['payment.methods.creditcard'], exact: true }).check()
  await page.getByLabel(card['payment.card.email']).fill('erika@example.org')
  await page.getByLabel('Cardholder name').fill('Erika Mustermann')
  await page.getByLabel('Card number').fill('4111 1111 1111 1111')
  await page.getByLabel('Expiry date').fill('12/30')
  await page.getByLabel('Security code').fill('123')
}

/** The card form's pay button, which says the total in the shop's format ("Zahlungspflichtig bestellen: 44,99 €", "Buy now: 44,99 €"). */
export function cardPayButton(page: Page, locale: 'de' | 'en' = 'de'): Locator {
  const [before = '', after = ''] = paymentMethodsMessages[locale]['payment.card.pay'].split('{{amount}}')
  return page.getByRole('button', { name: new RegExp(`^${before}[\\d.]+,\\d\\d\\s€${after}$`) })
}
