/**
 * The request cache across page views, through the real nav page: a later view within freshness shows the nav from
 * browser storage before any request; an expired answer shows at once and is refreshed in the background; corrupt or
 * foreign entries are fetched again and overwritten; another locale or shop never sees an entry; cache="memory" turns
 * it all off. Each test is a fresh browser context: its storage starts empty, and page loads within it share it.
 */
import { expect, test, type Page } from '@playwright/test'
import { QUERY_CACHE_PREFIX } from '../../src/domain/shop/storageKeys'
import { PERSISTED_FORMAT } from '../../src/store/persistedQueries'
import { addBundle, collectProblems, INIT, openHarness, requestCounts, SAMPLE_NAV } from './support/harness'

/** The answers the sample nav needs: the shop and three listings. */
const NAV_ENDPOINTS = ['/api/v4/shop', '/api/v4/museums', '/api/v4/exhibitions', '/api/v4/events']
const ONE_EACH = Object.fromEntries(NAV_ENDPOINTS.map((path) => [path, 1]))

/** The fake API keeps every answer until the test lets them go: what shows meanwhile shows before any answer. */
const HELD_API = '?hold'

const letAnswersGo = (page: Page) =>
  page.evaluate(() => {
    window.__fakeApi!.knobs.holdAnswers = false
  })

const pageHtml = (init = INIT) => `${init}<shop-nav nav='${SAMPLE_NAV}'></shop-nav>`

/** A stored entry: fetch time, the key it was written under (format, API, shop, locale, resource) and the answer. */
interface Entry {
  at: number
  key: string
  data: unknown
}

/** Our cache entries in the page's localStorage, by key, as text. */
function cacheEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (prefix) => Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith(prefix))),
    QUERY_CACHE_PREFIX,
  )
}

/** Rewrites the entry whose key ends with `resource` (e.g. '|listing:museums'). */
async function editEntry(
  page: Page,
  resource: string,
  edit: (entry: Entry) => Entry | string,
): Promise<void> {
  const [key, text] = Object.entries(await cacheEntries(page)).find(([k]) => k.endsWith(resource)) ?? []
  if (!key || !text) throw new Error(`no cache entry for ${resource}`)
  const value = edit(JSON.parse(text) as Entry)
  const next = typeof value === 'string' ? value : JSON.stringify(value)
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, next] as const)
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Shop' }).getByRole('link')

/**
 * Waits until every listing has turned its entry into a dropdown: all four answers have arrived, so the request count
 * is final (the links alone stand before any answer).
 */
async function allArrived(
  page: Page,
  listings = ['Museen', 'Ausstellungen', 'Veranstaltungen'],
): Promise<void> {
  for (const name of listings) await expect(page.getByRole('button', { name })).toBeVisible()
}

/** A page view that fetches everything and keeps it: waits until the four answers are stored. */
async function firstView(page: Page, init = INIT): Promise<void> {
  await openHarness(page, { html: pageHtml(init) })
  await allArrived(page)
  await expect.poll(async () => Object.keys(await cacheEntries(page)).length).toBe(NAV_ENDPOINTS.length)
}

interface FirstPaint {
  /** API requests the fake API had received when the nav's links were first in a frame. */
  requestsBeforeLinks: number
  /** Frames in which the nav showed its loading placeholders. */
  placeholderFrames: number
}

/**
 * Another page view of the same site: places the elements, watches every frame from before the bundle loads until the
 * nav's links are there, and reports what the visitor could have seen.
 */
async function nextView(page: Page, init = INIT, query = HELD_API): Promise<() => Promise<FirstPaint>> {
  await openHarness(page, { html: pageHtml(init), query, loadBundle: false })
  await page.evaluate(() => {
    const watch = { requestsBeforeLinks: -1, placeholderFrames: 0 }
    Object.assign(window, { __firstPaint: watch })
    const frame = () => {
      const root = document.querySelector('shop-nav')?.shadowRoot
      if (root?.querySelector('.shop-nav__placeholder')) watch.placeholderFrames += 1
      if (root?.querySelector('a[href]'))
        watch.requestsBeforeLinks = window.__fakeApi?.requestLog.length ?? -1
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await addBundle(page)
  return async () => {
    const handle = await page.waitForFunction(() => {
      const watch = (window as unknown as { __firstPaint: FirstPaint }).__firstPaint
      return watch.requestsBeforeLinks >= 0 && watch
    })
    return (await handle.jsonValue()) as FirstPaint
  }
}

test('a repeat view within freshness shows the nav from storage, with no API request at all', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await firstView(page)
  expect(await requestCounts(page)).toEqual(ONE_EACH)
  const firstLinks = await navLinks(page).allTextContents()

  const firstPaint = await nextView(page)
  await expect(navLinks(page).first()).toBeVisible()
  expect(await firstPaint()).toEqual({ requestsBeforeLinks: 0, placeholderFrames: 0 })
  expect(await navLinks(page).allTextContents()).toEqual(firstLinks)
  await page.waitForTimeout(300)
  expect(await requestCounts(page)).toEqual({})
  expect(problems).toEqual([])
})

test('an expired entry shows at once, is refreshed in the background once, and the answer replaces it', async ({
  page,
}) => {
  await firstView(page)
  const expired = Date.now() - 1001 * 1000
  for (const resource of ['|shop', '|listing:exhibitions', '|listing:events'])
    await editEntry(page, resource, (entry) => ({ ...entry, at: expired }))
  await editEntry(page, '|listing:museums', (entry) => ({
    ...entry,
    at: expired,
    data: [{ id: 1, title: 'Altes Museum (gespeichert)' }],
  }))

  const firstPaint = await nextView(page)
  await page.getByRole('button', { name: 'Museen' }).click()
  const dropdown = page.locator('shop-nav .shop-nav__dropdown').filter({ visible: true })
  await expect(dropdown.getByRole('link').first()).toHaveText('Altes Museum (gespeichert)')
  expect((await firstPaint()).placeholderFrames).toBe(0)
  await letAnswersGo(page)

  // The answer replaces the kept list in place: the dropdown stays open, now with the server's museums.
  await expect(dropdown.getByRole('link')).toHaveText([
    'Intro Museum',
    'Museum für Naturkunde 🦕',
    'Alle anzeigen',
  ])
  expect(await requestCounts(page)).toEqual(ONE_EACH)
  await expect
    .poll(async () => {
      const entries = Object.entries(await cacheEntries(page)).map(([, text]) => JSON.parse(text) as Entry)
      return entries.every((entry) => entry.at > expired + 1000 * 1000)
    })
    .toBe(true)
})

test('corrupt and foreign entries are ignored, fetched again and overwritten', async ({ page }) => {
  const problems = collectProblems(page)
  await firstView(page)
  await editEntry(page, '|listing:museums', () => '{"at":')
  // Another format version, and an entry written under another locale's key: neither is this page's.
  await editEntry(page, '|listing:exhibitions', (entry) => ({
    ...entry,
    key: entry.key.replace(`.v${PERSISTED_FORMAT}|`, `.v${PERSISTED_FORMAT + 1}|`),
  }))
  await editEntry(page, '|listing:events', (entry) => ({ ...entry, key: entry.key.replace('|de|', '|en|') }))
  await editEntry(page, '|shop', (entry) => ({ ...entry, data: { shop: { name: 42 } } }))

  await openHarness(page, { html: pageHtml() })
  await allArrived(page)
  expect(await requestCounts(page)).toEqual(ONE_EACH)
  await expect
    .poll(async () =>
      Object.entries(await cacheEntries(page)).map(([key, text]) => {
        try {
          const entry = JSON.parse(text) as Entry
          return entry.key === key && typeof entry.data === 'object'
        } catch {
          return false
        }
      }),
    )
    .toEqual(Array(NAV_ENDPOINTS.length).fill(true))
  expect(problems).toEqual([])
})

test('another locale and another shop never see an entry: they fetch and keep their own', async ({
  page,
}) => {
  await firstView(page)
  const german = await cacheEntries(page)

  const english = INIT.replace('locale="de"', 'locale="en"')
  await openHarness(page, { html: pageHtml(english) })
  await allArrived(page, ['Museums', 'Exhibitions', 'Events'])
  expect(await requestCounts(page)).toEqual(ONE_EACH)

  const otherShop = INIT.replace('shop.demo-museum.de', 'shop.other-museum.de')
  await openHarness(page, { html: pageHtml(otherShop) })
  await allArrived(page)
  expect(await requestCounts(page)).toEqual(ONE_EACH)

  await expect.poll(async () => Object.keys(await cacheEntries(page)).length).toBe(3 * NAV_ENDPOINTS.length)
  const entries = await cacheEntries(page)
  for (const [key, text] of Object.entries(german)) expect(entries[key]).toBe(text)
})

test('cache="memory" requests every time, writes nothing and leaves existing entries alone', async ({
  page,
}) => {
  const memory = INIT.replace('<shop-init ', '<shop-init cache="memory" ')
  for (let view = 0; view < 2; view++) {
    await openHarness(page, { html: pageHtml(memory) })
    await allArrived(page)
    expect(await requestCounts(page)).toEqual(ONE_EACH)
    expect(await cacheEntries(page)).toEqual({})
  }

  await firstView(page)
  const kept = await cacheEntries(page)
  await openHarness(page, { html: pageHtml(memory) })
  await allArrived(page)
  expect(await requestCounts(page)).toEqual(ONE_EACH)
  expect(await cacheEntries(page)).toEqual(kept)
})
