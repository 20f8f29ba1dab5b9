/**
 * Held places in the browser tests and the screens: the ticket element on a page with `hold-places` adds two adults
 * on the fake API's Saturday at 11:00 (holding their places), then the checkout opens on a page of its own, as on a
 * museum's site. The fake API keeps its holds in localStorage, so the checkout page renews what the tickets page held.
 */
import { expect, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { INIT, openHarness, SAME_ORIGIN_SHOP } from './harness'
import { serveShop } from './payment'
import { MUSEUM_NOW, saturday, ticketElement, TIMED_TICKETS } from './tickets'

/** The init element of a page that holds places. */
export const HOLDING_INIT = INIT.replace('></shop-init>', ' hold-places></shop-init>')

/** The Saturday's 11:00 as the server writes it. */
export const ELEVEN = '2026-05-30T11:00:00+02:00'

/**
 * Opens the tickets page on the museum's clock (running from `now` unless `clock` is 'fixed') and adds two adult
 * tickets for the Saturday at 11:00. `query`: fake API knobs.
 */
export async function addHeldTickets(
  page: Page,
  { query = '', clock = 'running' }: { query?: string; clock?: 'running' | 'fixed' } = {},
): Promise<void> {
  if (clock === 'fixed') await page.clock.setFixedTime(MUSEUM_NOW)
  else await page.clock.install({ time: MUSEUM_NOW })
  await openHarness(page, { html: `<h1>Tickets</h1>${HOLDING_INIT}${TIMED_TICKETS}`, query })
  const tickets = ticketElement(page)
  await saturday(page).click()
  await tickets.getByRole('radio', { name: /^11:00 Uhr/ }).check()
  const more = tickets.getByRole('button', { name: 'Erwachsene 🦕 erhöhen' })
  await more.click()
  await more.click()
  await tickets.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(
    tickets.getByText('2 Tickets für Sa, 30. Mai, 11:00 Uhr in den Warenkorb gelegt'),
  ).toBeVisible()
}

/** Opens the checkout on a page of its own (the cart as the tickets page left it), `init` as given. */
export async function openHeldCheckout(page: Page, { query = '', init = HOLDING_INIT } = {}): Promise<void> {
  await serveShop(page)
  await openHarness(page, { html: `<h1>Kasse</h1>${init}<shop-payment></shop-payment>`, query })
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toBeVisible()
  // The methods are ready before a test moves the clock: minutes skipped while they load would be a timeout.
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
}

/** Opens the cart on a page of its own (the cart as the tickets page left it), `init` as given. */
export async function openHeldCart(page: Page, { query = '', init = HOLDING_INIT } = {}): Promise<void> {
  await serveShop(page)
  await openHarness(page, { html: `<h1>Warenkorb</h1>${init}<shop-cart></shop-cart>`, query })
  await expect(page.locator('shop-cart').getByRole('list', { name: 'Warenkorb' })).toBeVisible()
}

/**
 * Counts, from the next page on, the bundle's timers over the test clock's: the intervals that run and the timers
 * started (the harness's own, the dev server's and the fake API's are not the bundle's). Read with `bundleTimers`.
 */
export async function countBundleTimers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { running: new Set<unknown>(), started: 0 }
    Object.assign(window, { __bundleTimers: counts })
    const fromBundle = () => /\/dist\//.test(new Error().stack ?? '')
    const { setInterval: every, clearInterval: stop, setTimeout: later } = window
    window.setInterval = ((...args: Parameters<typeof every>) => {
      const id = every(...args)
      if (fromBundle()) {
        counts.started += 1
        counts.running.add(id)
      }
      return id
    }) as typeof every
    window.clearInterval = ((id?: Parameters<typeof stop>[0]) => {
      counts.running.delete(id)
      stop(id)
    }) as typeof stop
    window.setTimeout = ((...args: Parameters<typeof later>) => {
      if (fromBundle()) counts.started += 1
      return later(...args)
    }) as typeof later
  })
}

/** The bundle's intervals running now and the timers it has started on this page (see countBundleTimers). */
export function bundleTimers(page: Page): Promise<{ running: number; started: number }> {
  return page.evaluate(() => {
    const counts = (window as unknown as { __bundleTimers: { running: Set<unknown>; started: number } })
      .__bundleTimers
    return { running: counts.running.size, started: counts.started }
  })
}

/** The hold tokens of the stored cart's lines. */
export function storedHoldTokens(page: Page): Promise<string[][]> {
  return page.evaluate((key) => {
    const cart = JSON.parse(localStorage.getItem(key) ?? '{"items":[]}') as {
      items: { attributes: { reservations?: string[] } }[]
    }
    return cart.items.map((item) => item.attributes.reservations ?? [])
  }, DEFAULT_STORAGE_KEYS.cart)
}

/** Places left of the timed quota at the Saturday's 11:00 as a visitor holding `own` sees them. */
export function placesAtEleven(page: Page, own: readonly string[] = []): Promise<number | undefined> {
  return page.evaluate(
    async ({ own, eleven }) => {
      const url = new URL('https://demo-museum.gomus.de/api/v4/tickets/list_and_quotas')
      url.searchParams.set('locale', 'de')
      url.searchParams.set('valid_at', eleven.slice(0, 10))
      url.searchParams.set('by_ticket_type', 'time_slot')
      for (const token of own) url.searchParams.append('reservations[]', token)
      const response = await fetch(url, { headers: { 'X-Shop-Url': 'shop.demo-museum.de' } })
      const body = (await response.json()) as {
        quotas: Record<string, { capacities: Record<string, number> }>
      }
      return body.quotas['61']?.capacities[eleven]
    },
    { own, eleven: ELEVEN },
  )
}

/** Where the checkout's failure address lands: the stand-in shop's failure page. */
export const FAILURE_PAGE = `${SAME_ORIGIN_SHOP}#/checkout/failure`

/** Others take all but one of the places at 11:00 on the fake API's Saturday, from the page's next availability call. */
export const takeAllButOnePlace = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      void window.__fakeApi!.knobs.placesChanges.push({
        quotaId: '61',
        day: '2026-05-30',
        time: '11:00',
        left: 1,
      }),
  )
