/**
 * <shop-order> and <shop-withdrawal> in a real browser: the confirmed order at 320 px with working document links and
 * a calendar file on the Berlin clock (read in New York, on the spring clock change), the cart emptied and the
 * purchase sent once across reloads and a second tab, a payment confirmed late, a hostile failure message, a bad
 * token, and the withdrawal form; keyboard alone, axe and no sideways scrolling in each state.
 */
import { expect, test } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import {
  fetchInPage,
  FULL_ORDER_ID,
  openOrder,
  openWithdrawal,
  order,
  ORDER_TOKENS,
  orderShown,
  purchases,
  THANKS,
  withdrawal,
} from './support/order'
import { apiRequests, collectProblems, holdChunk, requestCounts } from './support/harness'
import { expectVisitorGrade } from './support/visitorChecks'

const FULL = `?token=${ORDER_TOKENS.full}`

test.describe('the confirmed order', () => {
  test.use({ viewport: { width: 320, height: 800 }, timezoneId: 'America/New_York' })

  test('every line with working documents, the Berlin times, the total; axe and 320 px', async ({ page }) => {
    await openOrder(page, FULL)
    await orderShown(page)
    const element = order(page)
    await expect(element.getByText('2 × Erwachsene 🦕')).toBeVisible()
    await expect(element.getByText(/29\. März.*10:00/)).toBeVisible()
    await expect(element.getByText(/25\. Okt.*14:30/)).toBeVisible()
    await expect(element.getByText('Spende: Neue Dinosaurierhalle 🦕')).toBeVisible()
    await expect(element.locator('[part=total]')).toHaveText(/Gesamt245,00\s€/)
    // The same page names the annual ticket's holder: the order's token is the personalization's too.
    const personalization = page.locator('shop-personalization')
    await expect(personalization.getByRole('form', { name: 'Jahreskarte Museumsverbund Süd' })).toBeVisible()
    await expect(personalization.getByRole('alert')).toHaveCount(0)
    const documents = element.locator('[part=document-link]')
    await expect(documents).toHaveCount(8)
    for (const href of await documents.evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href),
    )) {
      const answer = await fetchInPage(page, href)
      expect(answer.status, href).toBe(200)
      expect(answer.start, href).toMatch(href.includes('.pkpass') ? /^PK/ : /^%PDF-1\./)
    }
    await expectVisitorGrade(page)
  })

  test('the calendar file holds the Berlin wall clock with its zone, read in New York on the clock-change day', async ({
    page,
  }) => {
    await openOrder(page, FULL)
    await orderShown(page)
    const calendar = order(page).getByRole('link', { name: 'In den Kalender: Erwachsene 🦕' })
    const file = await fetchInPage(page, (await calendar.getAttribute('href')) ?? '')
    expect(file.text).toContain('DTSTART;TZID=Europe/Berlin:20260329T100000')
    expect(file.text).toContain('TZID:Europe/Berlin')
    const autumn = order(page).getByRole('link', { name: 'In den Kalender: Nachts im Museum' })
    expect((await fetchInPage(page, (await autumn.getAttribute('href')) ?? '')).text).toContain(
      'DTSTART;TZID=Europe/Berlin:20261025T143000',
    )
  })

  test('reached with the keyboard alone: documents, calendar, personalization', async ({ page }) => {
    await openOrder(page, FULL)
    await orderShown(page)
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent ?? '')
    const seen: string[] = []
    for (let step = 0; step < 20 && !seen.includes('Jahreskarte personalisieren'); step++) {
      await page.keyboard.press('Tab')
      seen.push(await focusedName())
    }
    expect(seen.slice(0, 5)).toEqual([
      'Ticket (PDF)',
      'Apple Wallet, Ticket 1',
      'Apple Wallet, Ticket 2',
      'In den Kalender',
      'https://example.org/lageplan',
    ])
    expect(seen).toContain('Jahreskarte personalisieren')
    await page.keyboard.press('Enter')
    await expect(page.locator('shop-personalization')).toBeInViewport()
  })
})

test('the cart is emptied and the purchase sent once, across two reloads and a second tab', async ({
  page,
  context,
}) => {
  await page.goto('/test/e2e/pages/harness.html')
  await page.evaluate((keys) => {
    localStorage.setItem(
      keys.cart,
      JSON.stringify({ version: 1, items: [{ type: 'Ticket', attributes: { id: 50, quantity: 2 } }] }),
    )
    localStorage.setItem(keys.donations, JSON.stringify([{ value: 1000, campaign_id: 1 }]))
    localStorage.setItem(keys.skipDonation, 'true')
  }, DEFAULT_STORAGE_KEYS)
  const counts: number[] = []
  for (let view = 0; view < 3; view++) {
    await openOrder(page, FULL)
    await orderShown(page)
    await expect.poll(() => purchases(page)).toBeGreaterThanOrEqual(view === 0 ? 1 : 0)
    counts.push(await purchases(page))
  }
  const second = await context.newPage()
  await openOrder(second, FULL)
  await orderShown(second)
  counts.push(await purchases(second))
  expect(counts).toEqual([1, 0, 0, 0])
  const left = await page.evaluate(
    (keys) =>
      [keys.cart, keys.donations, keys.skipDonation, 'museum-shop.holds.v1'].map((key) =>
        localStorage.getItem(key),
      ),
    DEFAULT_STORAGE_KEYS,
  )
  expect(left).toEqual([null, null, null, null])
})

test("the order request leaves before the element's chunk has arrived, and is not made twice", async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'ShopOrder')
  await openOrder(page, FULL)
  await expect.poll(chunk.held).toBe(true)
  const orderPath = `/api/v4/orders/${ORDER_TOKENS.full}`
  await expect
    .poll(async () => (await apiRequests(page)).some((request) => request.pathname === orderPath))
    .toBe(true)
  await expect(order(page).getByRole('heading')).toHaveCount(0)
  chunk.release()
  await orderShown(page)
  expect((await requestCounts(page))[orderPath]).toBe(1)
})

test('a payment confirmed late: "noch bestätigt" first, the order once it is valid', async ({ page }) => {
  await openOrder(page, `?token=${ORDER_TOKENS.pending}`)
  await expect(order(page).getByText('Ihre Zahlung wird noch bestätigt …')).toBeVisible()
  await expect(order(page).getByRole('heading', { name: THANKS })).toHaveCount(0)
  await expectVisitorGrade(page)
  await orderShown(page)
  expect(await purchases(page)).toBe(1)
})

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test('a hostile payment_error shows as text, with the way back to the checkout', async ({ page }) => {
    const problems = collectProblems(page)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    const message = '<img src=x onerror="alert(1)"> Zahlung abgelehnt'
    await openOrder(page, `?payment_error=${encodeURIComponent(message)}`)
    const alert = order(page).getByRole('alert')
    await expect(alert).toContainText(`Meldung: ${message}`)
    await expect(order(page).locator('img')).toHaveCount(0)
    await expect(order(page).getByRole('link', { name: 'Zurück zur Kasse' })).toBeVisible()
    await expectVisitorGrade(page)
    expect(dialogs).toBe(0)
    expect(problems.filter((line) => line.startsWith('pageerror'))).toEqual([])
  })

  test('a bad token: a sentence and the ways on, reached by keyboard', async ({ page }) => {
    await openOrder(page, '?token=not-an-order')
    await expect(order(page).getByRole('alert')).toContainText('Diese Bestellung können wir nicht anzeigen')
    await page.keyboard.press('Tab')
    await expect(order(page).locator(':focus')).toHaveText('Zu Ihren Bestellungen im Shop')
    await expectVisitorGrade(page)
  })

  test('withdrawal: invalid, then sent, with the keyboard alone', async ({ page }) => {
    await openWithdrawal(page)
    const form = withdrawal(page)
    await expect(form.getByLabel('Bestellnummer')).toHaveValue(String(FULL_ORDER_ID))
    await expectVisitorGrade(page)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Erika')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type('erika@')
    await form.getByRole('button', { name: 'Widerruf senden' }).focus()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('alert')).toHaveText('Bitte prüfen Sie die 2 markierten Angaben.')
    await expect(form.locator(':focus')).toHaveAccessibleName('Nachname')
    await expectVisitorGrade(page)
    await page.keyboard.type('Mustermann')
    await form.getByLabel('E-Mail-Adresse').fill('erika@example.org')
    await form.getByRole('button', { name: 'Widerruf senden' }).focus()
    await page.keyboard.press('Enter')
    await expect(form.getByText(/Ihr Widerruf ist eingegangen/)).toBeFocused()
    await expectVisitorGrade(page)
  })
})
