/**
 * The choosing elements' rules in <shop-cart>, in a real browser: a ticket that asks for names gets the new person's
 * name in the line before "+" counts them and loses its last person on "−", with the keyboard alone; an event line
 * stops at its date's most per booking and a ticket line at its max_persons, each said at the line and in the live
 * region. axe finds nothing and nothing scrolls sideways, at 320, 375 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../src/domain/shop/storageKeys'
import { CART_LINES, storedCart } from '../helpers/storedCart'
import { cartElement as cart, openCart, storedValue } from './support/cart'
import { collectProblems } from './support/harness'
import { CHECKED_WIDTHS_WITH_PHONE, expectVisitorGrade, expectVisitorGradeAt } from './support/visitorChecks'

const ANNA = { name: 'Anna', surname: 'Muster' }
const BEN = { name: 'Ben', surname: 'Beispiel' }
/** The documented ticket, which asks a name per person, on the fake API's Saturday at 14:00. */
const named = (quantity: number, attendees: unknown[]) => ({
  type: 'Ticket',
  attributes: { id: 247, quantity, time: '2026-05-30T14:00:00+02:00', attendees },
  name: 'El Siglo de Oro',
  price_cents: 1200,
  ticket_type: 'time_slot',
})
const NAMED = 'El Siglo de Oro, Sa, 30. Mai, 14:00 Uhr'
/** Date 105 of workshop 22: at most 4 per booking, 7 seats left. */
const workshop = {
  type: 'Event',
  attributes: { id: 105, quantity: 4 },
  event_id: 22,
  name: 'Holzschnitt 2',
  price_cents: 1200,
}
const family = { ...CART_LINES.family, attributes: { ...CART_LINES.family.attributes, quantity: 6 } }
const FAMILY = 'Familie (pro Person), Sa, 30. Mai, 10:30 Uhr'

const said = (page: Page) => cart(page).locator('.shop-visually-hidden[role="status"]')
const focused = (page: Page) => cart(page).locator(':focus')
const button = (page: Page, name: string) => cart(page).getByRole('button', { name, exact: true })
/** The line's persons in order (the line also says "Für …" with the same names above). */
const persons = (page: Page) => cart(page).locator('[part="line-names"]').getByRole('listitem')

/** Tabs until the cart's control named `name` has the keyboard. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 12; presses += 1) {
    if (
      (await focused(page)
        .getAttribute('aria-label')
        .catch(() => null)) === name
    )
      return
    await page.keyboard.press('Tab')
  }
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}

test.use({ viewport: { width: 320, height: 800 } })

test('names the new person in the line with the keyboard alone, and takes the last one off on "−"', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openCart(page, { lines: [named(2, [ANNA, BEN])] })
  await expect(persons(page)).toHaveText(['Anna Muster', 'Ben Beispiel'])
  await tabTo(page, `${NAMED} erhöhen`)
  await page.keyboard.press('Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Vorname, Person 3')
  await expect(said(page)).toHaveText('Bitte den Namen der neuen Person eingeben.')
  await expectVisitorGrade(page)

  await page.keyboard.type('Clara')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Probe')
  await page.keyboard.press('Enter')
  await expect(said(page)).toHaveText(`${NAMED}: jetzt 3`)
  await expect(focused(page)).toHaveAttribute('aria-label', `${NAMED} erhöhen`)
  await expect(persons(page)).toHaveText(['Anna Muster', 'Ben Beispiel', 'Clara Probe'])
  const clara = { name: 'Clara', surname: 'Probe' }
  expect(await storedValue(page, KEYS.cart)).toEqual(storedCart(named(3, [ANNA, BEN, clara])))

  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(said(page)).toHaveText(`${NAMED}: jetzt 2`)
  await expect(focused(page)).toHaveAttribute('aria-label', `${NAMED} verringern`)
  await expect(persons(page)).toHaveText(['Anna Muster', 'Ben Beispiel'])
  expect(await storedValue(page, KEYS.cart)).toEqual(storedCart(named(2, [ANNA, BEN])))
  expect(problems).toEqual([])
})

test("stops an event line at its date's most per booking and a ticket line at its max_persons", async ({
  page,
}) => {
  await openCart(page, { lines: [workshop, family] })
  await tabTo(page, 'Holzschnitt 2 erhöhen')
  await page.keyboard.press('Enter')
  await expect(said(page)).toHaveText('Holzschnitt 2: höchstens 4 pro Buchung')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Holzschnitt 2 erhöhen')
  await tabTo(page, `${FAMILY} erhöhen`)
  await page.keyboard.press('Enter')
  await expect(said(page)).toHaveText(`${FAMILY}: höchstens 6 pro Buchung`)
  await expect(cart(page).locator('[part="line-message"]')).toHaveText([
    'höchstens 4 pro Buchung',
    'höchstens 6 pro Buchung',
  ])
  expect(await storedValue(page, KEYS.cart)).toEqual(storedCart(workshop, family))
  await expectVisitorGrade(page)
})

test('a line that lacks a name says where, and asks it in the line, at 320, 375 and 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await openCart(page, { lines: [named(3, [ANNA, BEN]), workshop] })
  await expect(cart(page).getByText('Person 3: Name fehlt')).toBeVisible()
  await expectVisitorGradeAt(page, CHECKED_WIDTHS_WITH_PHONE)
  await button(page, 'Namen für Person 3 eintragen').click()
  await button(page, 'Namen speichern').click()
  await expect(cart(page).getByText('Bitte den Vornamen eingeben.')).toBeVisible()
  await expectVisitorGradeAt(page, CHECKED_WIDTHS_WITH_PHONE)
})
