/**
 * Every state of the checkout a visitor can meet, at the phone widths of WCAG 1.4.10: nothing scrolls sideways and axe
 * finds nothing. The cart shows at once while the shop loads, and still shows when the shop failed; long German names
 * wrap while amounts stay whole; failures are sentences, never status codes.
 */
import { expect, test, type Page } from '@playwright/test'
import { paymentMessages } from '../../elements/shop-payment/messages'
import { paymentMethodsMessages } from '../../elements/shop-payment/methodMessages'
import { commonMessages } from '../../src/domain/messages/common'
import { cardPayButton, fillCard } from './support/cardForm'
import { LONG_CART, LONG_CART_DONATIONS, LONG_EVENT_TITLE, LONG_NAMES } from './support/longCart'
import { openPayment, type PaymentPageOptions } from './support/payment'
import { expectVisitorGrade } from './support/visitorChecks'

const de = { ...paymentMessages.de, ...paymentMethodsMessages.de, ...commonMessages.de }
const METHODS = [
  'PayPal',
  'Später bezahlen',
  'Apple Pay',
  'Google Pay',
  de['payment.methods.creditcard'],
  'iDEAL',
  'Bancontact',
  'BLIK',
  'EPS',
  'Multibanco',
  'MyBank',
  'Przelewy24',
  'Trustly',
]
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })
const summary = (page: Page) => page.getByRole('table', { name: de['payment.summary.caption'] })

const openLongCart = (page: Page, options: PaymentPageOptions = {}) =>
  openPayment(page, {
    cart: LONG_CART,
    donations: LONG_CART_DONATIONS,
    ...options,
    query: `?${LONG_NAMES}${options.query ? `&${options.query.replace(/^\?/, '')}` : ''}`,
  })

for (const width of [320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('while the shop loads: the cart at once, a busy placeholder of the methods', async ({ page }) => {
      await openLongCart(page, { query: 'latency=3000' })
      await expect(summary(page)).toContainText(LONG_EVENT_TITLE)
      await expect(summary(page)).toContainText(/Gesamtbetrag\s*1\.595,40\s€/)
      const placeholder = page.locator('shop-payment [aria-busy="true"]')
      await expect(placeholder).toBeVisible()
      await expect(
        page.locator('shop-payment').getByRole('status').filter({ hasText: de['payment.loading'] }),
      ).toHaveCount(1)
      expect(await radio(page, 'PayPal').count()).toBe(0)
      await expectVisitorGrade(page)
    })

    test('an empty cart says so', async ({ page }) => {
      await openPayment(page, { cart: [] })
      await expect(page.getByText(de['payment.emptyCart'])).toBeVisible()
      await expectVisitorGrade(page)
    })

    test('a long cart wraps its names, keeps every amount on one line and names the campaign', async ({
      page,
    }) => {
      await openLongCart(page)
      await expect(radio(page, 'PayPal')).toBeVisible()
      await expect(summary(page)).toContainText('Spende: Restaurierung der Handschriftenillumination')
      const amounts = summary(page).locator('.shop-payment__number')
      for (const cell of await amounts.all()) {
        // The text's own height, not the cell's (a cell is as tall as its row's longest name).
        const lines = await cell.evaluate((element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          return range.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)
        })
        expect(lines).toBeLessThan(2)
      }
      await expectVisitorGrade(page)
    })

    test('every method, opened, fits the phone', async ({ page }) => {
      test.slow()
      await openLongCart(page)
      for (const method of METHODS) {
        await radio(page, method).check()
        const area = page.locator('.shop-payment__option--open .shop-payment__area')
        await expect.poll(() => area.evaluate((element) => element.childElementCount)).toBeGreaterThan(0)
        await expectVisitorGrade(page)
      }
    })

    test('a failed card payment is a sentence with a way on, and takes the focus', async ({ page }) => {
      const technical: string[] = []
      page.on('console', (message) => technical.push(message.text()))
      await openLongCart(page, { query: 'captureStatus=500' })
      await fillCard(page)
      await cardPayButton(page).click()
      const result = page.locator('.shop-card-result')
      await expect(result).toHaveText(`${de['payment.card.captureFailed']}${de['payment.card.tryAgain']}`)
      await expect(result).toBeFocused()
      expect(technical.some((line) => line.includes('500 Capture failed'))).toBe(true)
      await expectVisitorGrade(page)
    })

    test('a failed shop keeps the cart above the sentence; "try again" loads the methods', async ({
      page,
    }) => {
      const errors: unknown[] = []
      await page.exposeFunction('heardShopError', (detail: unknown) => errors.push(detail))
      await page.addInitScript(() =>
        document.addEventListener('shop-error', (event) =>
          (window as unknown as { heardShopError: (d: unknown) => void }).heardShopError(
            (event as CustomEvent).detail,
          ),
        ),
      )
      await openLongCart(page, { query: 'fail=shop:http500' })
      const alert = page.locator('shop-payment').getByRole('alert')
      await expect(alert).toContainText(de['errors.unavailable'])
      await expect(alert).not.toContainText('500')
      await expect(summary(page)).toContainText(LONG_EVENT_TITLE)
      const [tableBox, alertBox] = [await summary(page).boundingBox(), await alert.boundingBox()]
      expect(tableBox!.y + tableBox!.height).toBeLessThanOrEqual(alertBox!.y)
      // One failed request, one event: an element mounting after the failure does not ask again by itself.
      expect(errors).toEqual([
        expect.objectContaining({ element: 'shop-payment', message: expect.stringContaining('500') }),
      ])
      await expectVisitorGrade(page)

      await page.evaluate(() => {
        window.__fakeApi!.knobs.failures = {}
      })
      await page.getByRole('button', { name: de['common.retry'] }).focus()
      await page.keyboard.press('Enter')
      await expect(radio(page, 'PayPal')).toBeVisible()
      expect(await page.evaluate(() => document.activeElement?.localName)).not.toBe('body')
      await page.keyboard.press('Tab')
      // The code field's link below the summary, who orders (the signed-in customer may sign out), then the methods.
      await expect(page.getByRole('button', { name: 'Gutschein- oder Aktionscode eingeben' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: 'Abmelden' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(radio(page, 'PayPal')).toBeFocused()
    })
  })
}
