/**
 * <shop-personalization> with several annual tickets, each with its own form and send button: a visitor who fills
 * every form and sends only the last one is told which ticket is still to be sent, the unsent form says so, and leaving
 * the page with typed, unsent details asks first; with the keyboard alone, and axe in each state.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  ANNUAL_ORDER_TOKENS,
  fillHolder,
  formsReady,
  holder,
  openPersonalization,
  PAIR,
  personalization,
  saleForm,
  SINGLE,
} from './support/personalization'
import { CHECKED_WIDTHS_WITH_PHONE, expectVisitorGradeAt } from './support/visitorChecks'

const focused = (page: Page) => personalization(page).locator(':focus')

/** Whether closing the page now makes the browser ask first (the `beforeunload` question), answered "stay". */
async function leavingAsks(page: Page): Promise<boolean> {
  const asked = new Promise<boolean>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type() === 'beforeunload')
      void dialog.dismiss()
    })
    page.once('close', () => resolve(false))
  })
  await page.close({ runBeforeUnload: true })
  return asked
}

/** Both forms filled, only the last one sent with Enter from one of its fields. */
async function fillBothSendLast(page: Page): Promise<void> {
  await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
  await formsReady(page)
  await fillHolder(holder(saleForm(page, SINGLE), 1, 1))
  const pair = saleForm(page, PAIR)
  await fillHolder(holder(pair, 1, 2))
  await fillHolder(holder(pair, 2, 2), { name: 'Max' })
  await holder(pair, 2, 2).getByRole('textbox', { name: 'Ort' }).press('Enter')
}

test('sending only the last of two filled forms names the open one, marks it, and leaving asks first', async ({
  page,
}) => {
  await fillBothSendLast(page)
  await expect(focused(page)).toHaveText(
    `Vielen Dank! ${PAIR} ist personalisiert. ${SINGLE} ist noch nicht personalisiert. ` +
      'Bitte senden Sie auch dieses Formular ab.',
  )
  await expect(saleForm(page, SINGLE)).toContainText(
    'Noch nicht gesendet. Bitte senden Sie auch dieses Formular ab.',
  )
  expect(await leavingAsks(page)).toBe(true)
  // The visitor stayed: the typed details are still there.
  await expect(holder(saleForm(page, SINGLE), 1, 1).getByRole('textbox', { name: 'Vorname' })).toHaveValue(
    'Erika',
  )
})

test('with the keyboard alone: back from the thanks to the open form, send it, and leave without a question', async ({
  page,
}) => {
  await fillBothSendLast(page)
  await expect(focused(page)).toContainText(`${SINGLE} ist noch nicht personalisiert.`)
  // The open form stands before the thanks: one step back is its send button.
  await page.keyboard.press('Shift+Tab')
  await expect(focused(page)).toHaveText('Personalisierung absenden')
  await page.keyboard.press('Enter')
  await expect(focused(page)).toHaveText(`Vielen Dank! ${SINGLE} ist personalisiert.`)
  await expect(
    personalization(page).getByText(`Vielen Dank! ${PAIR} ist personalisiert.`, { exact: true }),
  ).toBeVisible()
  await expect(personalization(page).getByText('Noch nicht gesendet.', { exact: false })).toHaveCount(0)
  expect(await leavingAsks(page)).toBe(false)
})

test('an untouched page, and one whose typing was undone, leave without a question', async ({ page }) => {
  await openPersonalization(page, ANNUAL_ORDER_TOKENS.open)
  await formsReady(page)
  const city = holder(saleForm(page, SINGLE), 1, 1).getByRole('textbox', { name: 'Ort' })
  await city.fill('Bonn')
  await city.fill('')
  // The form has rendered the undone typing (a frame, then its effects) before the page is left.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  expect(await leavingAsks(page)).toBe(false)
})

test.describe('at 320, 375 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('the thanks naming the open form and the marked open form fit and pass axe', async ({ page }) => {
    await fillBothSendLast(page)
    await expect(saleForm(page, SINGLE).getByText('Noch nicht gesendet.', { exact: false })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS_WITH_PHONE)
  })
})
