/**
 * <shop-cart> in a real browser, for what only a browser shows: every kind of line changed and removed against the
 * built bundle and the fake API, a ticket refused above its places, past lines, two tabs, the keyboard alone, axe and
 * the 320 px layout in each state. The museum's clock stands two days before the fake API's Saturday, 2026-05-30.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../src/domain/shop/storageKeys'
import { CART_LINES, DONATION, PAST_ADULTS, storedCart } from '../helpers/storedCart'
import { cartElement as cart, cartLines, openCart, storedValue } from './support/cart'
import { collectProblems, INIT, openHarness } from './support/harness'
import { placesLeftMeanwhile } from './support/tickets'
import { CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'

const { adults, event, tour, article } = CART_LINES
const EVERY_KIND = { lines: [adults, event, tour, article], donations: [DONATION] }
const ADULTS = 'Erwachsene 🦕, Sa, 30. Mai, 11:30 Uhr'

const button = (page: Page, name: string) => cart(page).getByRole('button', { name, exact: true })
const quantity = (page: Page, line: string) => cart(page).getByRole('status', { name: `${line}, Anzahl` })
/** The live region: what the last change said. */
const said = (page: Page) => cart(page).locator('.shop-visually-hidden[role="status"]')
/** The focused element inside the cart's shadow root. */
const focused = (page: Page) => cart(page).locator(':focus')
const total = (page: Page) => cart(page).locator('[part="total"]')

test('changes and removes a line of each kind, down to the empty cart in its stored format', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openCart(page, EVERY_KIND)
  await expect(cartLines(page)).toHaveCount(5)
  // A tour is one booking priced as a whole: its participants are not counted up or down in the cart.
  await expect(button(page, 'Führung durch die Sammlung (Deutsch) erhöhen')).toHaveCount(0)
  for (const line of [ADULTS, 'Nachts im Museum 🦖🔦', 'Plüsch-T-Rex 🦖']) {
    const before = Number(await quantity(page, line).textContent())
    await button(page, `${line} erhöhen`).click()
    await expect(quantity(page, line)).toHaveText(String(before + 1))
    await button(page, `${line} verringern`).click()
    await expect(quantity(page, line)).toHaveText(String(before))
  }
  for (const line of [
    ADULTS,
    'Nachts im Museum 🦖🔦',
    'Führung durch die Sammlung (Deutsch)',
    'Plüsch-T-Rex 🦖',
  ]) {
    await button(page, `${line} entfernen`).click()
    await expect(said(page)).toHaveText(`${line} entfernt.`)
  }
  await button(page, 'Spende: Neue Dinosaurierhalle 🦕 entfernen').click()
  await expect(cart(page).getByText('Ihr Warenkorb ist leer.')).toBeVisible()
  expect(await storedValue(page, KEYS.cart)).toEqual({ version: 1, items: [] })
  expect(await storedValue(page, KEYS.donations)).toEqual([])
  expect(problems).toEqual([])
})

test('refuses a ticket quantity above the places its time has left, with a sentence, and writes nothing', async ({
  page,
}) => {
  await openCart(page, { lines: [adults] })
  // Others booked meanwhile: 2 places left at 11:30.
  await placesLeftMeanwhile(page, '11:30', 2)
  await button(page, `${ADULTS} erhöhen`).click()
  const sentence = 'Für Sa, 30. Mai, 11:30 Uhr sind nur noch 2 Plätze frei.'
  await expect(cart(page).locator('[part="line-message"]')).toHaveText(sentence)
  await expect(said(page)).toHaveText(sentence)
  await expect(quantity(page, ADULTS)).toHaveText('2')
  expect(await storedValue(page, KEYS.cart)).toEqual(storedCart(adults))
})

test('marks a line whose time has passed, leaves it out of the total and lets the visitor remove it', async ({
  page,
}) => {
  await openCart(page, { lines: [PAST_ADULTS, article] })
  const past = cart(page).locator('[part~="line-past"]')
  await expect(past).toContainText('Vorbei – wird nicht berechnet')
  await expect(past.getByRole('group')).toHaveCount(0)
  await expect(total(page)).toHaveText(/^Gesamt\s19,99\s€$/)
  await past.getByRole('button', { name: /entfernen$/ }).click()
  await expect(cartLines(page)).toHaveCount(1)
  await expect(total(page)).toHaveText(/^Gesamt\s19,99\s€$/)
})

test('follows a change made in another tab', async ({ page, context }) => {
  await openCart(page, { lines: [adults, article] })
  const other = await context.newPage()
  await openHarness(other, { html: `<h1>Warenkorb</h1>${INIT}<shop-cart></shop-cart>` })
  await button(other, 'Plüsch-T-Rex 🦖 erhöhen').click()
  await expect(quantity(page, 'Plüsch-T-Rex 🦖')).toHaveText('2')
  await button(other, 'Plüsch-T-Rex 🦖 entfernen').click()
  await expect(cartLines(page)).toHaveCount(1)
})

test('works with the keyboard alone: focus stays on a step, moves on after a removal', async ({ page }) => {
  await openCart(page, { lines: [event, article] })
  await expect(cartLines(page)).toHaveCount(2)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Nachts im Museum 🦖🔦 erhöhen')
  await page.keyboard.press('Enter')
  await expect(quantity(page, 'Nachts im Museum 🦖🔦')).toHaveText('2')
  await expect(focused(page)).toHaveAccessibleName('Nachts im Museum 🦖🔦 erhöhen')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Nachts im Museum 🦖🔦 entfernen')
  const outline = await focused(page).evaluate((element) => getComputedStyle(element).outlineStyle)
  expect(outline).toBe('solid')
  await page.keyboard.press('Enter')
  // The line that took its place has the keyboard; Tab goes on inside it.
  await expect(focused(page)).toContainText('Plüsch-T-Rex 🦖')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Plüsch-T-Rex 🦖 erhöhen')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(focused(page)).toHaveText('Ihr Warenkorb ist leer.')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Weiter einkaufen')
})

test.describe('at 320 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('a full cart, a cart with a past line and the empty cart fit and pass axe', async ({ page }) => {
    test.slow()
    await openCart(page, { ...EVERY_KIND, lines: [...EVERY_KIND.lines, PAST_ADULTS] })
    await expect(cart(page).getByText('Spende: Neue Dinosaurierhalle 🦕')).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await button(page, `${ADULTS} erhöhen`).click()
    await placesLeftMeanwhile(page, '11:30', 3)
    await button(page, `${ADULTS} erhöhen`).click()
    await expect(cart(page).locator('[part="line-message"]')).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await openCart(page)
    await expect(cart(page).getByText('Ihr Warenkorb ist leer.')).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })
})
