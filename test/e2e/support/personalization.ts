/**
 * The personalization element on the harness page, for the browser tests and the screens: the page's address carries
 * the order token as the hash shop's success address does, and the museum's clock stands two days before the fake
 * ticket data's Saturday (the fixture sales start on 2026-06-01 and 2026-05-27).
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { ANNUAL_ORDER_TOKENS } from '../../msw/fixtures/annualOrderTokens'
import { INIT, openHarness } from './harness'

export { ANNUAL_ORDER_TOKENS }

export const MUSEUM_NOW = new Date('2026-05-28T09:00:00+02:00')

export const SINGLE = 'Jahreskarte Museumsverbund Süd'
export const PAIR = 'Jahreskarte für zwei'

/** Opens the harness with the element, `token` in the address as the success address has it (none: no token). */
export async function openPersonalization(page: Page, token: string | null, query = ''): Promise<void> {
  await page.clock.setFixedTime(MUSEUM_NOW)
  const search = new URLSearchParams(query)
  if (token !== null) search.set('ORDERID', token)
  const html = `<h1>Vielen Dank für Ihre Bestellung</h1>${INIT}<shop-personalization></shop-personalization>`
  await openHarness(page, { html, query: `?${search.toString()}` })
}

export const personalization = (page: Page) => page.locator('shop-personalization')

/** The form of the sale titled `title`. */
export const saleForm = (page: Page, title: string) =>
  personalization(page).getByRole('form', { name: title })

/** The fields of the `n`-th of `of` holders in `form`. */
export const holder = (form: Locator, n: number, of: number) =>
  form.getByRole('group', { name: of === 1 ? 'Karteninhaber' : `Karteninhaber ${n} von ${of}` })

/** Fills a holder's required fields as Erika would, with `zip` as the postcode. */
export async function fillHolder(fields: Locator, { name = 'Erika', zip = '12345' } = {}): Promise<void> {
  await fields.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Frau' })
  await fields.getByRole('textbox', { name: 'Vorname' }).fill(name)
  await fields.getByRole('textbox', { name: 'Nachname' }).fill('Mustermann')
  await fields.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('erika@example.org')
  await fields.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Museumsplatz 1')
  await fields.getByRole('textbox', { name: 'Postleitzahl' }).fill(zip)
  await fields.getByRole('textbox', { name: 'Ort' }).fill('Beispielstadt')
}

/** The button that sends a sale's form. */
export const sendButton = (form: Locator) => form.getByRole('button', { name: 'Personalisierung absenden' })

/** Waits until the forms are there, with the countries loaded. */
export async function formsReady(page: Page): Promise<void> {
  const country = holder(saleForm(page, SINGLE), 1, 1).getByRole('combobox', { name: 'Land' })
  await expect(country.getByRole('option')).toHaveCount(14)
}
