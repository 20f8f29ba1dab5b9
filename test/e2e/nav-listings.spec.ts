/**
 * The nav's listing dropdowns on real response shapes: event products (each once, linking its product page), and
 * every listing on exactly the documented examples of the v4 API.
 */
import { expect, test } from '@playwright/test'
import { collectProblems, INIT, openHarness, SAME_ORIGIN_SHOP } from './support/harness'

test('the events dropdown lists each upcoming event product once, linking its product page', async ({
  page,
}) => {
  const nav = JSON.stringify([{ type: 'events', count: 2 }])
  await openHarness(page, { html: `${INIT}<shop-nav nav='${nav}'></shop-nav>` })
  const events = page.getByRole('button', { name: 'Veranstaltungen' })
  await events.click()
  const list = page.locator('shop-nav .shop-nav__dropdown').filter({ visible: true })
  const links = list.getByRole('link')
  await expect(links).toHaveText([
    'El Siglo de Oro | Öffentliche Führung',
    'Nachts im Museum 🦖🔦',
    'Alle anzeigen',
  ])
  const shop = new URL(SAME_ORIGIN_SHOP, page.url()).href
  expect(await links.evaluateAll((all) => all.map((link) => (link as HTMLAnchorElement).href))).toEqual([
    `${shop}#/product/event/101174`,
    `${shop}#/product/event/21`,
    `${shop}#/products/events`,
  ])
})

test('on exactly the documented v4 examples (?fixtures=documented) every listing renders', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const nav = JSON.stringify(
    ['museums', 'exhibitions', 'events', 'tours', 'merchandise'].map((type) => ({ type, count: 5 })),
  )
  await openHarness(page, {
    html: `${INIT}<shop-nav nav='${nav}'></shop-nav>`,
    query: '?fixtures=documented',
  })
  const expected: [string, string[]][] = [
    ['Museen', ['Intro Museum']],
    ['Ausstellungen', ['Dauerausstellung | Gemäldegalerie']],
    ['Veranstaltungen', ['El Siglo de Oro | Öffentliche Führung']],
    ['Führungen', ['El Siglo de Oro | Gruppenführung']],
    // No documented merchandise example exists: the fake API keeps its own five articles.
    [
      'Museumsshop',
      [
        'Ausstellungskatalog „Hokusai“',
        'Plüsch-T-Rex 🦖',
        'Tasse „Große Welle“',
        'Postkartenset Köln (10 Stück)',
        'Taschenmikroskop für Kinder 🔬',
      ],
    ],
  ]
  for (const [label, titles] of expected) {
    await page.getByRole('button', { name: label }).click()
    const list = page.locator('shop-nav .shop-nav__dropdown').filter({ visible: true })
    await expect(list.getByRole('link')).toHaveText(titles)
  }
  expect(problems).toEqual([])
})
