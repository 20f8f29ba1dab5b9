/**
 * The ways on from the donations element in a real browser: one activation of "add" stores one donation however often
 * it fires while a slow cart page loads (a double click, a held Enter), the button shows that it is busy, and
 * "continue without donating" works while the shop data are slow or failed, since it needs only the configuration.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { commonMessages } from '../../src/domain/messages/common'
import { donationsMessages } from '../../elements/shop-donations/messages'
import { INIT, openHarness, SAME_ORIGIN_SHOP } from './support/harness'
import { expectNoSidewaysScroll } from './support/visitorChecks'

const de = { ...donationsMessages.de, ...commonMessages.de }

/** How long the museum's cart page takes to answer: long enough for every second activation to land first. */
const SLOW_CART_MS = 3000

/** The museum's cart, answering slowly. */
async function serveSlowCart(page: Page): Promise<void> {
  await page.route(`**${SAME_ORIGIN_SHOP}**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_CART_MS))
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Warenkorb</title><h1>Warenkorb</h1>',
    })
  })
}

async function openDonations(page: Page, query = ''): Promise<void> {
  await serveSlowCart(page)
  await openHarness(page, { html: `<h1>Spenden</h1>${INIT}<shop-donations></shop-donations>`, query })
}

const stored = (page: Page) =>
  page.evaluate(
    (keys) => ({
      donations: JSON.parse(localStorage.getItem(keys.donations) ?? 'null') as unknown,
      skip: localStorage.getItem(keys.skipDonation),
    }),
    DEFAULT_STORAGE_KEYS,
  )

/** The buttons as they were right after a click: read in the page, since it is leaving while they are looked at. */
interface AfterClick {
  add: { busy: string | null; disabled: string | null; ring: string; cursor: string } | null
  skip: { busy: string | null; disabled: string | null } | null
  preview: string | null
  overflow: number
}

const PROBE_KEY = 'e2e.after-clicks'

/**
 * Records the buttons one frame after every click into localStorage, which the cart page (same origin) still holds:
 * Playwright cannot look into a page whose navigation has begun.
 */
async function probeClicks(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const record = () => {
      const root = document.querySelector('shop-donations')?.shadowRoot
      const button = (part: string) => root?.querySelector<HTMLButtonElement>(`[part~="${part}"]`) ?? null
      const add = button('add-button')
      const skip = button('skip-button')
      const entry: AfterClick = {
        add: add && {
          busy: add.getAttribute('aria-busy'),
          disabled: add.getAttribute('aria-disabled'),
          ring: getComputedStyle(add, '::after').borderTopStyle,
          cursor: getComputedStyle(add).cursor,
        },
        skip: skip && { busy: skip.getAttribute('aria-busy'), disabled: skip.getAttribute('aria-disabled') },
        preview: root?.querySelector('[part="amount-preview"]')?.textContent ?? null,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      }
      const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as AfterClick[]
      localStorage.setItem(key, JSON.stringify([...entries, entry]))
    }
    window.addEventListener('click', () => requestAnimationFrame(record), true)
  }, PROBE_KEY)
}

const afterClicks = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as AfterClick[], PROBE_KEY)

/** A real mouse click at the middle of `target`, which (unlike locator.click) does not wait for the navigation. */
async function clickAt(page: Page, box: { x: number; y: number; width: number; height: number }) {
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

const addButton = (page: Page) => page.getByRole('button', { name: de['donations.addToCart'] })
const skipButton = (page: Page) => page.getByRole('button', { name: de['donations.skip'] })

/** Chooses the dinosaur hall and types 15 €. */
async function chooseFifteenEuros(page: Page) {
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  const input = page.getByRole('textbox', { name: 'Eigener Betrag in €' })
  await input.fill('15')
  return input
}

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const gapMs of [80, 200, 400]) {
      test(`a double click ${gapMs} ms apart adds once; the button is busy until the cart is there`, async ({
        page,
      }) => {
        await openDonations(page)
        await chooseFifteenEuros(page)
        await probeClicks(page)
        // Phones show the button below the first screen: the two clicks land where it is.
        await addButton(page).scrollIntoViewIfNeeded()
        const box = await addButton(page).boundingBox()
        if (!box) throw new Error('no add button to click')
        await clickAt(page, box)
        await page.waitForTimeout(gapMs)
        await clickAt(page, box)
        await page.waitForURL(`**${SAME_ORIGIN_SHOP}#/cart`)
        expect(await stored(page)).toEqual({ donations: [{ value: 1500, campaign_id: 1 }], skip: 'true' })
        // Busy from the first click: a ring after the text and the progress cursor, the other button inert, a
        // line saying where the visitor is going, and nothing wider than the phone.
        const busy = {
          add: { busy: 'true', disabled: 'true', ring: 'solid', cursor: 'progress' },
          skip: { busy: null, disabled: 'true' },
          preview: de['donations.toCart'],
          overflow: 0,
        }
        expect(await afterClicks(page)).toEqual([busy, busy])
      })
    }
  })
}

test('a held Enter in the amount field adds once', async ({ page }) => {
  await openDonations(page)
  const input = await chooseFifteenEuros(page)
  await input.focus()
  // The first press, then the keyboard's auto-repeat: keydown events with `repeat` set, about 30 per second.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.down('Enter')
    await page.waitForTimeout(33)
  }
  await page.keyboard.up('Enter')
  await page.waitForURL(`**${SAME_ORIGIN_SHOP}#/cart`)
  expect(await stored(page)).toEqual({ donations: [{ value: 1500, campaign_id: 1 }], skip: 'true' })
})

test.describe('"continue without donating" needs only the configuration', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('it works while the shop data are still on their way', async ({ page }) => {
    await openDonations(page, '?latency=20000')
    await expect(page.locator('shop-donations').getByRole('status')).toHaveText(de['donations.loading'])
    await probeClicks(page)
    const box = await skipButton(page).boundingBox()
    if (!box) throw new Error('no skip button to click')
    await clickAt(page, box)
    await page.waitForURL(`**${SAME_ORIGIN_SHOP}#/cart`)
    expect(await stored(page)).toEqual({ donations: null, skip: 'true' })
    expect(await afterClicks(page)).toEqual([
      expect.objectContaining({ skip: { busy: 'true', disabled: 'true' }, overflow: 0 }),
    ])
  })

  test('it works under the message when the shop data failed', async ({ page }) => {
    await openDonations(page, '?fail=shop:http500')
    await expect(page.locator('shop-donations').getByRole('alert')).toContainText(de['errors.unavailable'])
    await expectNoSidewaysScroll(page)
    await skipButton(page).click()
    await page.waitForURL(`**${SAME_ORIGIN_SHOP}#/cart`)
    expect(await stored(page)).toEqual({ donations: null, skip: 'true' })
  })
})
