/**
 * Typed donation amounts through the real input, in German and English pages and browser locales: amounts as people
 * write them ("15 €", "15,-", a pasted "1.000,00 €"), a decimal comma never read as a thousands separator, problems
 * said when the visitor pauses (not at every keystroke), a ceiling for every visitor; and the checkout names each
 * donation after its campaign.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { donationsMessages } from '../../elements/shop-donations/messages'
import { BASE, collectProblems, openHarness } from './support/harness'
import { openPayment, SAMPLE_CART, serveShop, SHOP_PATH } from './support/payment'
import { expectNoSidewaysScroll, axeScan } from './support/visitorChecks'

/** A message of the page language as a pattern: the prices in it with Intl's no-break space. */
const said = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ €/g, '\\s€')}$`)

/** Texts of the page language: label, add button, the amount line, the messages (from the element's own table). */
function textsOf(locale: 'de' | 'en', preview: string, grouped: string) {
  const text = donationsMessages[locale]
  const maximum = text['donations.customAmountAboveMaximum'].replace('{{max}}', '5.000,00 €')
  return {
    input: text['donations.customAmount'].replace('{{currency}}', '€'),
    add: text['donations.addToCart'],
    preview: (amount: string) => said(`${preview} ${amount} €`),
    grouped,
    format: said(text['donations.customAmountFormat']),
    negative: said(text['donations.customAmountNegative']),
    aboveMaximum: said(`${maximum} ${text['donations.largerGifts']}`),
  }
}

const TEXTS = {
  de: textsOf('de', 'Sie spenden', '1.000,00'),
  en: textsOf('en', 'You are donating', '1,000.00'),
}

/** A donor logged in to the shop: no guest cap, only the museum's ceiling. */
async function logIn(page: Page): Promise<void> {
  const auth = { 'access-token': 'token', client: 'client', uid: 'erika@example.org', expiry: 4102444800 }
  await page
    .context()
    .addCookies([{ name: 'auth_headers', value: encodeURIComponent(JSON.stringify(auth)), url: BASE }])
}

async function openDonations(page: Page, locale: keyof typeof TEXTS, attributes = '') {
  await serveShop(page)
  const init =
    `<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="${locale}"` +
    ` shop-url="${SHOP_PATH}"></shop-init>`
  await openHarness(page, { html: `<h1>Spenden</h1>${init}<shop-donations ${attributes}></shop-donations>` })
  const campaign = locale === 'de' ? 'Neue Dinosaurierhalle 🦕' : 'New dinosaur hall 🦕'
  await page.getByRole('radio', { name: campaign }).check()
  const input = page.getByRole('textbox', { name: TEXTS[locale].input })
  return {
    input,
    add: page.getByRole('button', { name: TEXTS[locale].add }),
    preview: page.locator('shop-donations [part="amount-preview"]'),
    message: page.locator('shop-donations [part="error"]'),
  }
}

const storedDonations = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
    DEFAULT_STORAGE_KEYS.donations,
  )

const axeViolations = async (page: Page) =>
  (await axeScan(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} node(s)`)

for (const [browserLocale, page_] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test.describe(`a ${browserLocale} browser on a locale="${page_}" page`, () => {
    test.use({ locale: browserLocale })
    const texts = TEXTS[page_]

    for (const typed of ['15,50', '15.50']) {
      test(`typing ${typed} adds 1550 cents, and says so before the button`, async ({ page }) => {
        const problems = collectProblems(page)
        const { input, add } = await openDonations(page, page_)
        await input.pressSequentially(typed)
        await expect(input).toHaveValue(typed)
        await expect(input).not.toHaveAttribute('aria-invalid')
        await expect(page.getByText(texts.preview('15,50'))).toBeVisible()
        await add.click()
        await page.waitForURL(`**${SHOP_PATH}#/cart`)
        expect(await storedDonations(page)).toEqual([{ value: 1550, campaign_id: 1 }])
        expect(problems).toEqual([])
      })
    }

    test('"15 €", "€ 15" and "15,-" are 15 €; a pasted grouped amount is read exactly', async ({ page }) => {
      await logIn(page)
      const { input, add, preview } = await openDonations(page, page_)
      for (const typed of ['15 €', '€ 15', '15,-', '15.-']) {
        await input.fill('')
        await input.pressSequentially(typed)
        await expect(preview).toHaveText(texts.preview('15,00'))
        await input.blur()
        await expect(input).not.toHaveAttribute('aria-invalid')
      }
      // Pasted: one input event with the whole text, as the shop's own price would be copied.
      await input.fill('')
      await input.focus()
      await page.keyboard.insertText(`${texts.grouped} €`)
      await expect(preview).toHaveText(texts.preview('1.000,00'))
      await add.click()
      await page.waitForURL(`**${SHOP_PATH}#/cart`)
      expect(await storedDonations(page)).toEqual([{ value: 100000, campaign_id: 1 }])
    })

    test('a problem is said when the visitor pauses, not at every keystroke', async ({ page }) => {
      const { input, add, preview, message } = await openDonations(page, page_)
      await input.pressSequentially('15,')
      // "15," is no error: it is 15 €, and the visitor may go on typing decimals.
      await expect(preview).toHaveText(texts.preview('15,00'))
      await input.pressSequentially('5x')
      await expect(input).not.toHaveAttribute('aria-invalid')
      await expect(message).toHaveText('')
      await expect(preview).toHaveText('')
      await expect(add).toBeDisabled()
      // The pause: the message, tied to the field.
      await expect(message).toHaveText(texts.format)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(new RegExp(texts.format.source.slice(1, -1)))
      await input.press('Enter')
      expect(await storedDonations(page)).toBeNull()
      expect(await axeViolations(page)).toEqual([])
    })

    test('"-5" must be positive; the format message is not used for it', async ({ page }) => {
      const { input, add, message } = await openDonations(page, page_)
      await input.pressSequentially('-5')
      await input.blur()
      await expect(message).toHaveText(texts.negative)
      await expect(add).toBeDisabled()
    })

    test("a logged-in donor's huge amount is too large: field, amount line and button agree", async ({
      page,
    }) => {
      await logIn(page)
      const { input, add, preview, message } = await openDonations(page, page_)
      await expect(input).toHaveAccessibleDescription(/5\.000,00\s€/)
      await input.pressSequentially('9999999999999')
      await input.press('Enter')
      await expect(message).toHaveText(texts.aboveMaximum)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(preview).toHaveText('')
      await expect(add).toBeDisabled()
      expect(await storedDonations(page)).toBeNull()
      expect(page.url()).toContain('/test/e2e/pages/harness.html')
    })
  })
}

test.describe('the ceiling at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } })

  test('the museum raises it with max-amount; the larger-gift sentence fits the phone', async ({ page }) => {
    await logIn(page)
    const { input, add, message } = await openDonations(page, 'de', 'max-amount="20000"')
    await expect(input).toHaveAccessibleDescription(/^Von 1,00\s€ bis 20\.000,00\s€\.$/)
    await input.pressSequentially('20.000,01')
    await input.blur()
    await expect(message).toContainText(donationsMessages.de['donations.largerGifts'])
    await expect(message).toContainText(/höchstens 20\.000,00\s€/)
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])
    await input.fill('20000')
    await add.click()
    await page.waitForURL(`**${SHOP_PATH}#/cart`)
    expect(await storedDonations(page)).toEqual([{ value: 2000000, campaign_id: 1 }])
  })
})

test('the checkout names each donation after its campaign, and an unknown one "Spende"', async ({ page }) => {
  await openPayment(page, {
    cart: SAMPLE_CART,
    donations: [
      { value: 500, campaign_id: 1 },
      { value: 700, campaign_id: 2 },
      { value: 300, campaign_id: 99 },
    ],
  })
  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  await expect(
    summary.getByRole('row', { name: /^Spende: Neue Dinosaurierhalle 🦕\s+1\s+5,00\s€$/ }),
  ).toBeVisible()
  await expect(
    summary.getByRole('row', { name: /^Spende: Restaurierung „Große Welle“\s+1\s+7,00\s€$/ }),
  ).toBeVisible()
  await expect(summary.getByRole('row', { name: /^Spende\s+1\s+3,00\s€$/ })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
