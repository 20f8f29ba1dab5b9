/**
 * <shop-personalization> in a real browser, for what only a browser shows: personalizing on the success page with
 * the keyboard alone (sending with Enter, reaching the way on from a bad link), the messages at their fields and the
 * focus on the first invalid one (the browser's and the server's), a sale personalized already and a bad token; axe
 * and 320 px without sideways scrolling in each state.
 */
import { expect, test, type Page } from '@playwright/test'
import { ERIKA } from '../helpers/holders'
import { apiRequests, BASE, SAME_ORIGIN_SHOP } from './support/harness'
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
} from './support/personalization'
import { CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'

/** The focused element inside the element's shadow root. */
const focused = (page: Page) => personalization(page).locator(':focus')

const finalizeBodies = async (page: Page) =>
  (await apiRequests(page))
    .filter((request) => request.pathname === '/api/v4/annual/personalization/finalize')
    .map((request) => request.body)

test('personalizes a ticket with the keyboard alone', async ({ page }) => {
  await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
  await formsReady(page)
  // Through the start day's parts to the first holder's salutation, the first select.
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab')
    if ((await focused(page).count()) && (await focused(page).evaluate((el) => el.localName)) === 'select')
      break
  }
  await expect(focused(page)).toHaveAccessibleName('Anrede')
  await page.keyboard.press('F')
  await expect(focused(page)).toHaveValue('2')
  for (const text of ['Erika', 'Mustermann', 'erika@example.org', 'erika@example.org']) {
    await page.keyboard.press('Tab')
    await page.keyboard.type(text)
  }
  for (const text of ['Museumsplatz 1', '12345', 'Beispielstadt']) {
    await page.keyboard.press('Tab')
    await page.keyboard.type(text)
  }
  // Country and language keep Germany and German; then the button.
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Land')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText('Personalisierung absenden')
  await page.keyboard.press('Enter')
  // The thanks also name the order's other annual ticket, still to be sent.
  await expect(focused(page)).toHaveText(
    'Vielen Dank! Jahreskarte Museumsverbund Süd ist personalisiert. Jahreskarte für zwei ist noch nicht ' +
      'personalisiert. Bitte senden Sie auch dieses Formular ab.',
  )
  expect(await finalizeBodies(page)).toEqual([
    {
      personalization: {
        ticket_sale_id: 51,
        start_at: '2026-06-01',
        personalizations: [
          {
            id: 71,
            customer: ERIKA,
          },
        ],
      },
    },
  ])
})

test('sends nothing while a rule fails: the messages stand at their fields, the first invalid field has the focus', async ({
  page,
}) => {
  await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
  const form = saleForm(page, PAIR)
  await fillHolder(holder(form, 1, 2))
  const firstName = holder(form, 2, 2).getByRole('textbox', { name: 'Vorname' })
  await firstName.fill('Max')
  // Enter in a field sends the form, as a keyboard user would.
  await firstName.press('Enter')
  const salutation = holder(form, 2, 2).getByRole('combobox', { name: 'Anrede' })
  await expect(salutation).toBeFocused()
  await expect(salutation).toHaveAttribute('aria-invalid', 'true')
  await expect(salutation).toHaveAccessibleDescription('Bitte wählen Sie eine Anrede.')
  await expect(holder(form, 2, 2).getByRole('textbox', { name: 'Postleitzahl' })).toHaveAccessibleDescription(
    '[Shop] Bitte geben Sie Ihre PLZ an.',
  )
  await expect(form.getByRole('alert')).toHaveText('Bitte prüfen Sie die 6 markierten Angaben.')
  expect(await finalizeBodies(page)).toEqual([])
})

test("shows the server's refusal at the field it names and focuses that field", async ({ page }) => {
  await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
  const form = saleForm(page, SINGLE)
  await fillHolder(holder(form, 1, 1), { zip: '1234' })
  await sendButton(form).click()
  const zip = holder(form, 1, 1).getByRole('textbox', { name: 'Postleitzahl' })
  await expect(zip).toBeFocused()
  await expect(zip).toHaveAccessibleDescription('ist keine gültige deutsche Postleitzahl')
  await zip.fill('12345')
  await expect(zip).not.toHaveAttribute('aria-invalid')
  await sendButton(form).click()
  await expect(personalization(page).getByRole('status')).toHaveText(/ist personalisiert\./)
})

test.describe('at 320 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('the forms, their messages and the thanks fit and pass axe', async ({ page }) => {
    // Four axe runs on a busy machine.
    test.slow()
    await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
    await formsReady(page)
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    const pair = saleForm(page, PAIR)
    await sendButton(pair).click()
    await expect(holder(pair, 1, 2).getByRole('combobox', { name: 'Anrede' })).toBeFocused()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    const single = saleForm(page, SINGLE)
    await fillHolder(holder(single, 1, 1), { zip: '1234' })
    await sendButton(single).click()
    await expect(holder(single, 1, 1).getByRole('textbox', { name: 'Postleitzahl' })).toBeFocused()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await holder(single, 1, 1).getByRole('textbox', { name: 'Postleitzahl' }).fill('12345')
    await sendButton(single).click()
    await expect(personalization(page).getByRole('status')).toBeFocused()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('a sale personalized already says so, with no form, and passes axe', async ({ page }) => {
    await openPersonalization(page, ANNUAL_ORDER_TOKENS.personalized)
    await expect(personalization(page).getByText(`${SINGLE} ist bereits personalisiert.`)).toBeVisible()
    await expect(personalization(page).getByRole('form')).toHaveCount(0)
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('a wrong or expired link says so, with the way to the shop, and passes axe', async ({ page }) => {
    await openPersonalization(page, 'abgelaufen-oder-falsch')
    const alert = personalization(page).getByRole('alert')
    await expect(alert).toContainText('Dieser Link zu Ihrer Bestellung ist ungültig oder abgelaufen.')
    await expect(alert.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute(
      'href',
      `${BASE}${SAME_ORIGIN_SHOP}#/start`,
    )
    await page.keyboard.press('Tab')
    await expect(focused(page)).toHaveAccessibleName('Zum Shop')
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })
})
