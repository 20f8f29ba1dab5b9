/**
 * A login the server renews during the order, in the browser with the built bundle: the renewed login is in the
 * auth_headers cookie afterwards, with the attributes the shop reads it by. How the other answers of a real server
 * are read (error bodies, a refused per_page, Retry-After, a blank token) are unit tests in test/unit/api and
 * test/unit/domain/renewedLogin.test.ts.
 */
import { expect, test, type Page } from '@playwright/test'
import { ROTATED_AUTH } from '../msw/apiRoute'
import { BASE } from './support/harness'
import { choosePayPal, openPayment, payPalButton, successUrl } from './support/payment'

const LOGIN = { 'access-token': 'tok-1', client: 'cl-1', uid: 'erika@example.org', expiry: 4102444800 }

/** The auth_headers cookie as the shop would read it. */
async function authCookie(page: Page) {
  const cookie = (await page.context().cookies(BASE)).find((c) => c.name === 'auth_headers')
  return (
    cookie && { ...cookie, json: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> }
  )
}

test('a login the server renews during the order is in the cookie after paying, so the visitor stays logged in', async ({
  page,
}) => {
  await page
    .context()
    .addCookies([{ name: 'auth_headers', value: encodeURIComponent(JSON.stringify(LOGIN)), url: BASE }])
  await openPayment(page, { query: '?rotateAuth=renew' })
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  const cookie = await authCookie(page)
  expect(cookie?.json).toEqual({
    ...LOGIN,
    'access-token': ROTATED_AUTH['access-token'],
    client: ROTATED_AUTH.client,
    expiry: Number(ROTATED_AUTH.expiry),
  })
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', domain: '127.0.0.1' })
})
