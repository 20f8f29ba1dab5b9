/**
 * The checkout's buyer step in the browser: an anonymous visitor becomes a guest through the form (its messages, the
 * confirmation, the consent), the order goes out with the guest's headers and the cookie is written, a taken address
 * leads to the sign-in, a signed-in visitor meets no form; keyboard only, axe in every state, 320 px, German and
 * English; and the visitor's name and address end up nowhere but the cookie's login and the form's own tab draft.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { CUSTOMER_EMAIL, CUSTOMER_PASSWORD } from '../msw/authAccounts'
import { BASE } from './support/harness'
import {
  choosePayPal,
  openPayment,
  payPalButton,
  recordApiRequests,
  sentTo,
  successUrl,
} from './support/payment'
import { CONSENT, ERIKA, expectMessage, fillGuest, GUEST_LABELS, storageLines } from './support/buyer'
import { recordTraces } from './support/ticketCheckout'
import { expectVisitorGrade } from './support/visitorChecks'

const CONTINUE = 'Weiter zur Zahlung'

async function authCookie(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies(BASE)).find((c) => c.name === 'auth_headers')
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null
}

function openAnonymous(page: Page, options: { locale?: string; initAttributes?: string } = {}) {
  return openPayment(page, {
    buyer: 'anonymous',
    initAttributes: 'analytics="datalayer" terms-url="/agb"',
    ...options,
  })
}

test('an anonymous visitor becomes a guest through the form and pays with PayPal as that guest', async ({
  page,
}) => {
  const traces = await recordTraces(page)
  const sent = recordApiRequests(page)
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await openAnonymous(page)
  const form = page.getByRole('group', { name: 'Ihre Angaben' })
  await expect(form.getByLabel(CONSENT)).not.toBeChecked()
  await expect(form.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen lesen' })).toHaveAttribute(
    'href',
    `${BASE}/agb`,
  )
  await expect(page.getByRole('radio', { name: 'PayPal' })).toHaveCount(0)
  await expectVisitorGrade(page)

  // Continue with nothing filled in: every message at its field, the focus on the first.
  await page.getByRole('button', { name: CONTINUE }).click()
  await expect(page.getByLabel('Vorname')).toBeFocused()
  await expectMessage(page, 'Vorname', 'Bitte geben Sie Ihren Vornamen ein.')
  await expectMessage(page, 'E-Mail-Adresse', 'Bitte geben Sie Ihre E-Mail-Adresse ein.')
  await expectVisitorGrade(page)

  // The confirmation differs: said when the visitor leaves the field.
  await fillGuest(page, { ...ERIKA, emailConfirmation: 'erika.muster@example.org' })
  await page.getByLabel(GUEST_LABELS.emailConfirmation).blur()
  await expectMessage(
    page,
    GUEST_LABELS.emailConfirmation,
    'Die beiden E-Mail-Adressen stimmen nicht überein.',
  )
  await page.getByLabel(GUEST_LABELS.emailConfirmation).fill(ERIKA.email)
  await expectMessage(page, GUEST_LABELS.emailConfirmation, '')

  // The terms not accepted: nothing is sent.
  await page.getByRole('button', { name: CONTINUE }).click()
  await expect(page.getByLabel(CONSENT)).toBeFocused()
  await expectMessage(page, CONSENT, 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')
  expect(sentTo(sent, '/api/v4/auth')).toHaveLength(0)

  await page.getByLabel(CONSENT).check()
  await page.getByRole('button', { name: CONTINUE }).click()
  await expect(page.getByText(`Sie bestellen als Erika Musterfrau (${ERIKA.email}).`)).toBeVisible()
  expect(await authCookie(page)).toEqual({
    'access-token': 'tok-1',
    client: 'client-1',
    uid: 'guest-1-7f3a',
    expiry: 4102444800,
  })
  await choosePayPal(page)
  await expectVisitorGrade(page)
  const stored = await storageLines(page)
  await payPalButton(page).click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))

  const [guest] = sentTo(sent, '/api/v4/auth')
  expect(guest?.body).toMatchObject({ name: 'Erika', level: 10, terms: true, email: ERIKA.email })
  const [order] = sentTo(sent, '/api/v4/orders')
  expect(order?.headers).toMatchObject({ 'access-token': 'tok-1', client: 'client-1', uid: 'guest-1-7f3a' })

  // The person's data: only in the form's tab draft (and the guest's login, whose uid is not an address).
  const person = [ERIKA.name, ERIKA.surname, ERIKA.email, 'erika.musterfrau']
  const traced = JSON.stringify([traces.events, traces.dataLayer, traces.console, urls, stored.local])
  for (const word of person) expect(traced, word).not.toContain(encodeURIComponent(word).replace('%40', '@'))
  for (const word of person) expect(traced, word).not.toContain(word)
  const draftKey = DEFAULT_STORAGE_KEYS.buyerDraft
  expect(stored.session.filter((line) => person.some((word) => line.includes(word)))).toEqual([
    expect.stringMatching(new RegExp(`^${draftKey}=`)),
  ])
})

test('a taken address offers the sign-in: a wrong password says so, the right one orders as the customer', async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  await openAnonymous(page)
  await fillGuest(page, { ...ERIKA, email: CUSTOMER_EMAIL, emailConfirmation: CUSTOMER_EMAIL })
  await page.getByLabel(CONSENT).check()
  await page.getByRole('button', { name: CONTINUE }).click()
  await expectMessage(page, 'E-Mail-Adresse', 'Zu dieser E-Mail-Adresse gibt es schon ein Kundenkonto.')
  await expectVisitorGrade(page)
  await page.getByRole('button', { name: 'Anmelden' }).first().click()
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(CUSTOMER_EMAIL)
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
    'href',
    `${BASE}/museum-shop/#/login`,
  )
  await page.getByLabel('Passwort').fill('falsch')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'E-Mail-Adresse oder Passwort stimmt nicht. Bitte versuchen Sie es erneut.',
  )
  await expectVisitorGrade(page)
  await page.getByLabel('Passwort').fill(CUSTOMER_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByText(`Sie bestellen als Bruce Wayne (${CUSTOMER_EMAIL}).`)).toBeVisible()
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  const [order] = sentTo(sent, '/api/v4/orders')
  expect(order?.headers).toMatchObject({ uid: CUSTOMER_EMAIL })
  expect(sentTo(sent, '/api/v4/auth')).toHaveLength(1)
})

test('a signed-in visitor sees who orders and no form; a guest of an earlier visit is not made again', async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  const login = { 'access-token': 'tok-c', client: 'c', uid: CUSTOMER_EMAIL, expiry: 4102444800 }
  await page
    .context()
    .addCookies([{ name: 'auth_headers', value: encodeURIComponent(JSON.stringify(login)), url: BASE }])
  await openPayment(page)
  await expect(page.getByText(`Sie bestellen als Bruce Wayne (${CUSTOMER_EMAIL}).`)).toBeVisible()
  await expect(page.getByLabel('Vorname')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible()
  await choosePayPal(page)
  await expectVisitorGrade(page)

  // A guest of an earlier visit: a valid login whose uid is no e-mail address.
  const guest = { 'access-token': 'tok-g', client: 'g', uid: 'guest-earlier-visit', expiry: 4102444800 }
  await page.context().clearCookies()
  await page
    .context()
    .addCookies([{ name: 'auth_headers', value: encodeURIComponent(JSON.stringify(guest)), url: BASE }])
  await openPayment(page)
  await expect(page.getByText('Sie bestellen als Gast.')).toBeVisible()
  await choosePayPal(page)
  expect(sentTo(sent, '/api/v4/auth')).toHaveLength(0)
})

test('keyboard only: the form, its messages and on to the payment methods', async ({ page }) => {
  await openAnonymous(page)
  await page.getByRole('group', { name: 'Ihre Angaben' }).waitFor()
  await page.locator('h1').click()
  // From the page's top: the first field of the form is the first stop after the cart.
  for (let step = 0; step < 10; step++) {
    if (await page.getByLabel('Vorname').evaluate((input) => input === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(page.getByLabel('Vorname')).toBeFocused()
  for (const value of [ERIKA.name, ERIKA.surname, ERIKA.email, ERIKA.email]) {
    await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  await expect(page.getByLabel(CONSENT)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel(CONSENT)).toBeFocused()
  await expectMessage(page, CONSENT, 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  const summary = page.locator('.shop-buyer__summary')
  await expect(summary).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Angaben ändern' })).toBeFocused()
  // The methods arrive after the details are given: the next stop once they are there.
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeFocused()
})

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the form and its messages fit, in English too', async ({ page }) => {
    await openAnonymous(page, { locale: 'en' })
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expectMessage(page, 'First name', 'Please enter your first name.')
    await expectVisitorGrade(page)
    await fillGuest(
      page,
      { ...ERIKA, email: CUSTOMER_EMAIL, emailConfirmation: CUSTOMER_EMAIL },
      {
        name: 'First name',
        surname: 'Last name',
        email: 'E-mail address',
        emailConfirmation: 'E-mail address again',
      },
    )
    await page.getByLabel('I accept the terms and conditions.').check()
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expectMessage(
      page,
      'E-mail address',
      'There is already a customer account with this e-mail address.',
    )
    await expectVisitorGrade(page)
    await page.getByRole('button', { name: 'Sign in' }).first().click()
    await expect(page.getByLabel('Password')).toBeFocused()
    await expectVisitorGrade(page)
  })
})
