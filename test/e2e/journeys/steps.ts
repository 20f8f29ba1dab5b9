/**
 * The steps a visitor takes on the demo museum site, shared by the journeys: through the shop navigation to the
 * museum's event page (or the stand-in shop's), into the cart, to the donation page, to the checkout, and paying with
 * the PayPal double. Every step finds things by role and name, as a visitor would, and waits for the page it leads to.
 */
import { expect, type Page } from '@playwright/test'

/** The event product "Nachts im Museum" and its first date (test/msw/fixtures/events.ts, dates.ts). */
export const EVENT = {
  title: 'Nachts im Museum 🦖🔦',
  /** As the stand-in shop shows it (de-DE, Europe/Berlin). */
  when: '08.01.2027, 19:00',
  /** As the museum's event page (`<shop-event-dates>`) shows it. */
  whenOnPage: 'Fr, 8. Januar, 19:00 Uhr',
  dateId: 101,
  eventId: 21,
  priceCents: 1500,
} as const

/** The cart line's name, as the museum's event page stores it. */
export const EVENT_LINE = `${EVENT.title} – Freitag, 8. Januar 2027, 19:00 Uhr`

/** The cart line's name, as the stand-in shop stores it. */
export const SHOP_EVENT_LINE = `${EVENT.title} (${EVENT.when})`

/** The first donation campaign of the fixture shop (test/msw/fixtures/shop.ts). */
export const CAMPAIGN = { id: 1, de: 'Neue Dinosaurierhalle 🦕', en: 'New dinosaur hall 🦕' } as const

/** The order line of a cart holding one place for EVENT, booked on the museum's event page. */
export function eventOrderItem() {
  return {
    type: 'Event',
    attributes: { id: EVENT.dateId, quantity: 1 },
    payment_attributes: {
      name: EVENT_LINE,
      unit_amount: { quantity: 1, value: '15.00', currency_code: 'EUR' },
    },
  }
}

/** A stored donation of `cents` to CAMPAIGN as the order's donations list carries it. */
export function donationOrderItem(cents: number) {
  return { value: cents, campaign_id: CAMPAIGN.id }
}

/** The shop navigation landmark (inside `<shop-nav>`'s open shadow root). */
export const shopNav = (page: Page) => page.getByRole('navigation', { name: 'Shop' })

/** Resolves when the page shows `pathname` with the stand-in shop's `route` (the demo query may sit between). */
export async function landOn(page: Page, pathname: string, route = ''): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname && url.hash === route)
}

/**
 * Waits until a museum page's desktop navigation is built: by then it has requested the shop and every listing,
 * so what a page requested does not depend on how fast the visitor moves on.
 */
export async function navBuilt(page: Page, events = 'Veranstaltungen', mobile = false): Promise<void> {
  // The mobile list has links only; the desktop bar a dropdown button for the events.
  const entry = shopNav(page).getByRole(mobile ? 'link' : 'button', { name: events, exact: true })
  // The first visit of a fresh dev server may wait for Vite's dependency optimisation.
  await expect(entry).toBeVisible({})
}

/** Opens the museum's home page (with fake API knobs in `query`) and waits for the built navigation. */
export async function openHome(page: Page, query = ''): Promise<void> {
  await page.goto(`/demo/index.html${query}`)
  await navBuilt(page)
}

/** Opens the events dropdown of the shop navigation and follows EVENT's link to the museum's event page. */
export async function openEventFromNav(page: Page): Promise<void> {
  const events = shopNav(page).getByRole('button', { name: 'Veranstaltungen' })
  await events.click()
  await expect(events).toHaveAttribute('aria-expanded', 'true')
  await shopNav(page).getByRole('link', { name: EVENT.title }).click()
  await page.waitForURL(
    (url) => url.pathname === '/demo/event.html' && url.searchParams.get('event') === String(EVENT.eventId),
  )
  await expect(page.locator('shop-event-dates').getByText(EVENT.title)).toBeVisible()
}

/** On the museum's event page: books one place of EVENT's first date and waits for the confirmation. */
export async function addEventDate(page: Page): Promise<void> {
  const dates = page.locator('shop-event-dates')
  await dates
    .getByRole('radio', { name: new RegExp(`^${EVENT.whenOnPage.replace(/[.,]/g, '\\$&')}`) })
    .check()
  await dates.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(dates.getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' })).toHaveText(
    new RegExp(`^1 Platz für ${EVENT.whenOnPage} in den Warenkorb gelegt`),
  )
}

/** On the stand-in shop's event page: adds one adult place for EVENT's first date and waits for the shop's confirmation. */
export async function addEventDateInShop(page: Page): Promise<void> {
  const date = page.getByRole('listitem').filter({ hasText: EVENT.when })
  await date.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(date.getByRole('status')).toContainText(`„${SHOP_EVENT_LINE}“ liegt im Warenkorb (Anzahl 1).`)
}

/** From a page of the museum site, its menu's "Unterstützen". */
export async function goToSupportViaSite(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Unterstützen' })
    .click()
  await supportReady(page)
}

/** On the support page: waits for the navigation and the donation form. */
export async function supportReady(page: Page): Promise<void> {
  await landOn(page, '/demo/support.html')
  await navBuilt(page)
  await expect(page.getByRole('button', { name: 'Spende in den Warenkorb' })).toBeVisible()
}

/** On the support page: gives a preset amount (e.g. /^10,00\s€$/) to CAMPAIGN; lands on the stand-in cart. */
export async function donate(page: Page, amount: RegExp): Promise<void> {
  await page.getByRole('radio', { name: CAMPAIGN.de }).check()
  await page.getByRole('radio', { name: amount }).check()
  await page.getByRole('button', { name: 'Spende in den Warenkorb' }).click()
  await landOn(page, '/demo/shop/', '#/cart')
}

/** The stand-in cart's table rows as text, e.g. ['Artikel Anzahl …', 'Nachts … 1 15,00 € 15,00 €', …]. */
export async function cartRows(page: Page): Promise<string[]> {
  const table = page.getByRole('table')
  await expect(table).toBeVisible()
  return (await table.getByRole('row').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())
}

/** From the stand-in cart to the museum's checkout page; waits for the navigation and the order summary. */
export async function goToCheckout(page: Page, mobileNav = false): Promise<void> {
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await landOn(page, '/demo/checkout.html')
  await navBuilt(page, 'Veranstaltungen', mobileNav)
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toBeVisible()
}

/** The PayPal double's button. */
export const payPalButton = (page: Page) => page.locator('[data-testid=paypal-double-button]')

/** Chooses PayPal in the method list and waits for the double's button. */
export async function choosePayPal(page: Page): Promise<void> {
  const radio = page.getByRole('radio', { name: 'PayPal', exact: true })
  await radio.check()
  await expect(radio).toBeChecked()
  await expect(payPalButton(page)).toBeVisible()
}

/** What a desktop `<shop-nav>` of the demo requests once per page: the shop and its dropdowns' listings. */
export const NAV_REQUESTS = {
  'GET /api/v4/shop': 1,
  'GET /api/v4/events': 1,
  'GET /api/v4/exhibitions': 1,
  'GET /api/v4/tours': 1,
  'GET /api/v4/merchandises': 1,
} as const

/** After adding, on the museum's event page or a stand-in product page: the confirmation's link to the cart. */
export async function goToCartFromStatus(page: Page): Promise<void> {
  await page.getByRole('status').getByRole('link', { name: 'Zum Warenkorb' }).click()
  await landOn(page, '/demo/shop/', '#/cart')
}

/** The demo's control panel (demo chrome, not the museum's); opened when it is closed. */
export async function openPanel(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Demo controls' })
  const locale = panel.getByRole('combobox', { name: 'Locale' })
  if (!(await locale.isVisible())) await panel.getByText('Demo controls', { exact: true }).click()
  await expect(locale).toBeVisible()
  return panel
}

/** Closes the control panel, so it covers nothing on a small screen (its state is kept per tab). */
export async function closePanel(page: Page): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Demo controls' })
  await panel.getByText('Demo controls', { exact: true }).click()
  await expect(panel.getByRole('combobox', { name: 'Locale' })).toBeHidden()
}
