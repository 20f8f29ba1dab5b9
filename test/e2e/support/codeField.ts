/**
 * Helpers for browser tests of the code field (cart and checkout) and the voucher element: opening and filling the
 * field, the redeemed codes, and the stored codes beside the cart.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { couponMessages } from '../../../elements/base/coupons/messages'
import { couponsKey } from '../../../src/domain/cart/coupons'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { TICKET_IDS } from '../../msw/fixtures/ticketIds'

/** The field's texts in one language. */
export type CouponTexts = Readonly<Record<keyof typeof couponMessages.de, string>>

export const de: CouponTexts = couponMessages.de
export const en: CouponTexts = couponMessages.en

/** Two day tickets of the Kunsthalle (10,00 € each): a ticket the fake prices again with a discount code. */
export const DAY_TICKETS = {
  type: 'Ticket',
  attributes: { id: TICKET_IDS.day, quantity: 2 },
  name: 'Tageskarte Kunsthalle am Fluss',
  price_cents: 1000,
  ticket_type: 'normal',
} as const

/**
 * Opens the code field (if it is closed) inside `scope`, redeems `code` and waits until the check is over: the field
 * emptied (redeemed) or a message that says why not.
 */
export async function redeem(scope: Locator | Page, code: string, texts: CouponTexts = de): Promise<void> {
  const toggle = scope.getByRole('button', { name: texts['coupon.open'] })
  const field = scope.getByRole('textbox', { name: texts['coupon.label'] })
  await expect(toggle.or(field)).toBeVisible()
  if (await toggle.isVisible()) await toggle.click()
  await field.fill(code)
  await scope.getByRole('button', { name: texts['coupon.apply'], exact: true }).click()
  const refused = scope.locator('[part="coupon-message"][role="alert"]')
  await expect.poll(async () => (await field.inputValue()) === '' || (await refused.count()) > 0).toBe(true)
}

/** The list of redeemed codes. */
export const codeList = (scope: Locator | Page, texts: CouponTexts = de) =>
  scope.getByRole('list', { name: texts['coupon.list'] }).getByRole('listitem')

/** The codes stored beside the cart. */
export const storedCodes = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{"coupons":[]}') as { coupons: { code: string }[] }).coupons,
    couponsKey(DEFAULT_STORAGE_KEYS),
  )
