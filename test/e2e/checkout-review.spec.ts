/**
 * The checkout's review before paying, in the built bundle: a price the museum changed is shown plainly, confirmed by
 * keyboard, and the order carries the API's price; a combination ticket's parts and the persons named show in the cart
 * and the summary; a line that breaks a booking rule is said, with the way back to the cart; a ticket kept without its
 * day is asked by its id and ordered at the API's price, a date without its event left out. Nothing scrolls sideways
 * and axe finds nothing in any of these states.
 */
import { expect, test, type Page } from '@playwright/test'
import { cartElement, openCart } from './support/cart'
import {
  ADULTS_AT_3,
  ONE_FAMILY,
  openReview,
  PRICE_CHANGED_TEXT,
  PRICE_RAISED,
  priceChangeShown,
  REVIEW_CART,
} from './support/checkoutReview'
import { payPalButton, recordApiRequests, SAMPLE_CART, sentTo, type StoredCartLine } from './support/payment'
import { expectVisitorGrade, expectVisitorGradeAt } from './support/visitorChecks'
import { REVIEW_LINES } from '../helpers/storedCart'

const summary = (page: Page) => page.getByRole('table', { name: 'Ihre Bestellung' })
const payPalRadio = (page: Page) => page.getByRole('radio', { name: 'PayPal', exact: true })

/** The text of the element focused in the light DOM, white space as single spaces. */
const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim())

/** Presses Tab until the focused control reads `text` (at most 30 times). */
async function tabToText(page: Page, text: string): Promise<void> {
  for (let step = 0; step < 30 && (await focusedText(page)) !== text; step++) await page.keyboard.press('Tab')
  expect(await focusedText(page)).toBe(text)
}

interface OrderBody {
  total: number
  items: {
    attributes: { id: number; quantity: number }
    payment_attributes: { unit_amount: { value: string } }
  }[]
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } })

  test('a changed price is confirmed by keyboard, then ordered at the API price', async ({ page }) => {
    const sent = recordApiRequests(page)
    await openReview(page, [ADULTS_AT_3], PRICE_RAISED)
    await priceChangeShown(page)
    await expect(summary(page)).toContainText(/Gesamtbetrag\s*28,00\s€/)
    await expect(payPalRadio(page)).toHaveCount(0)
    await expectVisitorGrade(page)

    await tabToText(page, 'Neue Preise bestätigen')
    await page.keyboard.press('Enter')
    await expect(payPalRadio(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Neue Preise bestätigen' })).toHaveCount(0)
    // The new price stays said beside its line while the visitor pays.
    await expect(summary(page)).toContainText(PRICE_CHANGED_TEXT)
    await payPalRadio(page).focus()
    await page.keyboard.press('Space')
    await expect(payPalButton(page)).toBeVisible()
    await expectVisitorGrade(page)
    await payPalButton(page).click()

    await expect.poll(() => sentTo(sent, '/api/v4/orders').length).toBe(1)
    const order = sentTo(sent, '/api/v4/orders')[0]?.body as OrderBody
    expect(order.total).toBe(2800)
    expect(order.items).toHaveLength(1)
    expect(order.items[0]?.attributes).toMatchObject({ id: 51, quantity: 2 })
    expect(order.items[0]?.payment_attributes.unit_amount.value).toBe('14.00')
  })

  test("a combination ticket's parts and the persons named show in the cart and the summary", async ({
    page,
  }) => {
    await openCart(page, { lines: [REVIEW_LINES.combination, REVIEW_LINES.named] })
    const cart = cartElement(page)
    await expect(cart.getByText('Teil 1: Sa, 30. Mai, 11:30 Uhr')).toBeVisible()
    await expect(cart.getByText('Teil 2: Sa, 30. Mai, 13:00 Uhr')).toBeVisible()
    // The cart lists each person once, with the ways to change the names.
    await expect(cart.getByRole('listitem').filter({ hasText: /^Anna Muster$/ })).toHaveCount(1)
    await expect(cart.getByRole('listitem').filter({ hasText: /^Ben Beispiel$/ })).toHaveCount(1)
    await expect(cart.getByText(/Anna Muster/)).toHaveCount(1)
    await expectVisitorGrade(page)

    await openReview(page, REVIEW_CART)
    await expect(summary(page)).toContainText('Teil 1: Sa, 30. Mai, 11:30 Uhr')
    await expect(summary(page)).toContainText('Teil 2: Sa, 30. Mai, 13:00 Uhr')
    await expect(summary(page)).toContainText('Für Anna Muster, Ben Beispiel')
    await expect(payPalRadio(page)).toBeVisible()
    await expectVisitorGrade(page)
  })

  test('a line that breaks a booking rule is said and leads back to the cart', async ({ page }) => {
    await openReview(page, [ADULTS_AT_3, ONE_FAMILY])
    const said = page.getByText(
      'Nicht bestellt: Familie (pro Person) (Sa, 30. Mai, 15:00 Uhr). Eine Buchung umfasst mindestens 2.',
    )
    await expect(said).toBeVisible()
    await expect(summary(page)).not.toContainText('Familie')
    await expect(summary(page)).toContainText(/Gesamtbetrag\s*24,00\s€/)
    await tabToText(page, 'Im Warenkorb ändern')
    await expect(page.getByRole('link', { name: 'Im Warenkorb ändern' })).toBeFocused()
    await expect(payPalRadio(page)).toBeVisible()
    await expectVisitorGrade(page)
  })
})

test("a ticket kept without its day, edited to 1 cent, is shown and ordered at the API's price; a date without its event is left out", async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  const [dayTickets, catalogue] = SAMPLE_CART
  const withoutEvent = {
    type: 'Event',
    attributes: { id: 106, quantity: 1 },
    name: 'Stadtführung – Sa, 6. Feb. 2027, 11:00 Uhr',
    price_cents: 1,
  } as StoredCartLine
  await openReview(page, [{ ...dayTickets!, price_cents: 1 }, catalogue!, withoutEvent])
  await expect(summary(page).getByText('Der Preis hat sich geändert: jetzt 12,50 €')).toBeVisible()
  await expect(page.getByText(/^Nicht bestellt: Stadtführung .*auf deren Seite neu/)).toBeVisible()
  await expect(summary(page)).not.toContainText('Stadtführung')
  await expect(summary(page)).toContainText(/Gesamtbetrag\s*44,99\s€/)
  await expectVisitorGrade(page)

  await page.getByRole('button', { name: 'Neue Preise bestätigen' }).click()
  await payPalRadio(page).check()
  await payPalButton(page).click()
  await expect.poll(() => sentTo(sent, '/api/v4/orders').length).toBe(1)
  const order = sentTo(sent, '/api/v4/orders')[0]?.body as OrderBody
  expect(order.total).toBe(4499)
  expect(order.items.map((item) => item.attributes.id)).toEqual([7, 3])
  expect(order.items[0]?.attributes).toMatchObject({ id: 7, quantity: 2 })
  expect(order.items[0]?.payment_attributes.unit_amount.value).toBe('12.50')
})

test.describe('at 375 and 1280 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the changed price and its confirmation fit', async ({ page }) => {
    await openReview(page, [ADULTS_AT_3, ONE_FAMILY, ...REVIEW_CART], PRICE_RAISED)
    await priceChangeShown(page)
    await expect(page.getByText(/Nicht bestellt: Familie/)).toBeVisible()
    await expectVisitorGradeAt(page, [375, 1280])
  })
})
