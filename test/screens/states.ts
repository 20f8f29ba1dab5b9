/**
 * Every state of the visible elements that `npm run screenshots` renders: how to reach it on the harness page
 * (fake API, SDK doubles) and what to wait for before the picture. Each state is one file name stem.
 */
import { expect, type Page } from '@playwright/test'
import { SLOW_AFTER_MS } from '../../elements/base/loading/LoadingPlaceholder'
import { AUTO_MOBILE_BELOW_PX } from '../../elements/shop-nav/element'
import { paymentMessages } from '../../elements/shop-payment/messages'
import { paymentMethodsMessages } from '../../elements/shop-payment/methodMessages'
import { INIT, openHarness, SAMPLE_NAV as NAV } from '../e2e/support/harness'
import { cardPayButton, fillCard } from '../e2e/support/cardForm'
import { LONG_CART, LONG_CART_DONATIONS, LONG_NAMES } from '../e2e/support/longCart'
import { choosePayPal, openPayment, SAMPLE_DONATIONS, serveShop } from '../e2e/support/payment'
import { TICKET_FLOW_STATES } from './ticketFlowStates'
import { EVENT_DATE_STATES } from './eventDateStates'
import { TOUR_STATES } from './tourStates'
import { PERSONALIZATION_STATES } from './personalizationStates'
import { HOLD_STATES } from './holdStates'
import { CART_STATES } from './cartStates'
import { TICKET_STATES } from './ticketStates'
import { BUYER_STATES } from './buyerStates'
import { REVIEW_STATES } from './reviewStates'
import { ORDER_STATES } from './orderStates'
import { VOUCHER_STATES } from './voucherStates'

export interface ScreenState {
  /** File name stem, e.g. 'nav-open' for docs/screens/nav-open-375.png. */
  name: string
  /** Opens the page and brings the element into the state. */
  reach: (page: Page) => Promise<void>
}

/** How long the slow fake API waits; the loading pictures are taken well before it answers. */
const SLOW = '?latency=3000'
/** Long enough for the element to draw what it shows while waiting, far shorter than SLOW. */
const LOADING_SETTLE_MS = 600
const card = paymentMethodsMessages.de

/** How long the API takes for the pictures of a placeholder that says loading takes longer. */
const VERY_SLOW = '?latency=15000'
const slowNote = (page: Page, tag: string) =>
  expect(page.locator(`${tag} .shop-loading__status`)).toBeVisible({ timeout: SLOW_AFTER_MS + 2000 })
/** The init element of an English shop. */
const INIT_EN = INIT.replace('locale="de"', 'locale="en"')

const openNav = (page: Page, attributes = '', query = '') =>
  openHarness(page, { html: `${INIT}<shop-nav ${attributes} nav='${NAV}'></shop-nav>`, query })
const navReady = (page: Page) => expect(page.getByRole('navigation', { name: 'Shop' })).toBeVisible()

async function openDonations(page: Page, query = '', init = INIT): Promise<void> {
  await serveShop(page)
  await openHarness(page, { html: `<h1>Spenden</h1>${init}<shop-donations></shop-donations>`, query })
}
const campaign = (page: Page) => page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' })
const firstCampaign = (page: Page) =>
  expect(page.locator('shop-donations').getByRole('radio').first()).toBeVisible()

const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name, exact: true })
const paymentReady = (page: Page) => expect(radio(page, 'PayPal')).toBeVisible()

/** A cart with a donation, so the summary shows lines, a donation and the total. */
const openCheckout = (page: Page, query = '') =>
  openPayment(page, { query, donations: SAMPLE_DONATIONS }).then(() => paymentReady(page))

/** Waits a moment on the slow API, then makes sure the data has not arrived: the picture shows the wait. */
async function whileLoading(page: Page, arrived: () => Promise<number>): Promise<void> {
  await page.waitForTimeout(LOADING_SETTLE_MS)
  expect(await arrived(), 'the data arrived before the loading picture').toBe(0)
}

export const STATES: readonly ScreenState[] = [
  { name: 'nav-closed', reach: (page) => openNav(page).then(() => navReady(page)) },
  {
    name: 'nav-open',
    reach: async (page) => {
      await openNav(page, 'current-page="shop.museums"')
      await page.getByRole('button', { name: 'Museen' }).click()
      await expect(page.getByRole('link', { name: 'Museum für Naturkunde 🦕' })).toBeVisible()
    },
  },
  {
    name: 'nav-mobile',
    reach: async (page) => {
      await openNav(page, 'mobile expand-mobile-subnavs current-page="shop.museums"')
      await expect(page.getByRole('link', { name: 'Museum für Naturkunde 🦕' })).toBeVisible()
    },
  },
  {
    name: 'nav-loading',
    reach: async (page) => {
      await openNav(page, '', SLOW)
      await whileLoading(page, () => page.getByRole('link', { name: 'Museum für Naturkunde 🦕' }).count())
    },
  },
  {
    name: 'nav-collapsed',
    reach: (page) => openNav(page, 'mobile="collapsed"').then(() => navReady(page)),
  },
  {
    name: 'nav-collapsed-open',
    reach: async (page) => {
      await openNav(page, 'mobile="collapsed" expand-mobile-subnavs current-page="shop.museums"')
      await navReady(page)
      // From 720 px on the element is the bar: its dropdown opens instead.
      const narrow = (page.viewportSize()?.width ?? 0) < AUTO_MOBILE_BELOW_PX
      await page
        .locator('shop-nav')
        .getByRole('button', { name: narrow ? 'Shop' : 'Museen' })
        .click()
      await expect(page.getByRole('link', { name: 'Museum für Naturkunde 🦕' })).toBeVisible()
    },
  },
  {
    name: 'nav-shop-failure',
    reach: async (page) => {
      await openNav(page, '', '?fail=shop:http500,museums:http500')
      await expect(page.locator('shop-nav [aria-busy="false"]')).toBeAttached()
    },
  },
  {
    name: 'donations-initial',
    reach: (page) => openDonations(page).then(() => expect(campaign(page)).toBeVisible()),
  },
  {
    name: 'donations-chosen',
    reach: async (page) => {
      await openDonations(page)
      await campaign(page).check()
      await page.getByRole('radio', { name: /^10,00\s€$/ }).check()
    },
  },
  {
    name: 'donations-error',
    reach: async (page) => {
      await openDonations(page, '?fail=shop:http500')
      await expect(page.locator('shop-donations').getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'donations-loading',
    reach: async (page) => {
      await openDonations(page, SLOW)
      await whileLoading(page, () => campaign(page).count())
    },
  },
  {
    name: 'donations-slow',
    reach: async (page) => {
      await openDonations(page, VERY_SLOW)
      await slowNote(page, 'shop-donations')
    },
  },
  {
    name: 'donations-long',
    reach: (page) => openDonations(page, `?${LONG_NAMES}`).then(() => firstCampaign(page)),
  },
  {
    name: 'donations-long-en',
    reach: (page) => openDonations(page, `?${LONG_NAMES}`, INIT_EN).then(() => firstCampaign(page)),
  },
  {
    name: 'checkout-empty',
    reach: async (page) => {
      await openPayment(page, { cart: [] })
      await expect(page.getByText(paymentMessages.de['payment.emptyCart'])).toBeVisible()
    },
  },
  {
    name: 'checkout-loading',
    reach: async (page) => {
      await openPayment(page, { query: SLOW, donations: SAMPLE_DONATIONS })
      await whileLoading(page, () => radio(page, 'PayPal').count())
    },
  },
  { name: 'checkout-paypal', reach: (page) => openCheckout(page).then(() => choosePayPal(page)) },
  {
    name: 'checkout-modes',
    reach: async (page) => {
      await openPayment(page, { query: '?payModes=all', donations: SAMPLE_DONATIONS })
      await radio(page, 'Rechnung').check()
      await expect(page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ })).toBeVisible()
    },
  },
  {
    name: 'checkout-free',
    reach: async (page) => {
      const cart = [
        { type: 'Ticket', attributes: { id: 9, quantity: 1 }, name: 'Freier Eintritt', price_cents: 0 },
      ]
      await openPayment(page, { query: '?payModes=all', cart })
      await expect(page.getByRole('button', { name: 'Kostenlos bestellen' })).toBeVisible()
    },
  },
  {
    name: 'checkout-card',
    reach: async (page) => {
      await openCheckout(page)
      await fillCard(page)
      await expect(cardPayButton(page)).toBeEnabled()
    },
  },
  {
    name: 'checkout-applepay',
    reach: async (page) => {
      await openCheckout(page)
      await radio(page, 'Apple Pay').check()
      await expect(page.getByRole('button', { name: 'Apple Pay (test double)' })).toBeVisible()
    },
  },
  {
    name: 'checkout-googlepay',
    reach: async (page) => {
      await openCheckout(page)
      await radio(page, 'Google Pay').check()
      await expect(page.getByRole('button', { name: 'Google Pay (test double)' })).toBeVisible()
    },
  },
  {
    name: 'checkout-ideal',
    reach: async (page) => {
      await openCheckout(page)
      await radio(page, 'iDEAL').check()
      await expect(page.getByRole('button', { name: 'PayPal (test double) ideal' })).toBeVisible()
    },
  },
  {
    name: 'checkout-card-failure',
    reach: async (page) => {
      await openCheckout(page, '?captureStatus=500')
      await fillCard(page)
      await cardPayButton(page).click()
      await expect(page.getByText(card['payment.card.captureFailed'])).toBeVisible()
    },
  },
  {
    name: 'checkout-long',
    reach: async (page) => {
      await openPayment(page, { cart: LONG_CART, donations: LONG_CART_DONATIONS, query: `?${LONG_NAMES}` })
      await paymentReady(page)
    },
  },
  {
    name: 'checkout-long-en',
    reach: async (page) => {
      await openPayment(page, {
        cart: LONG_CART,
        donations: LONG_CART_DONATIONS,
        query: `?${LONG_NAMES}`,
        locale: 'en',
      })
      await paymentReady(page)
    },
  },
  {
    name: 'checkout-slow',
    reach: async (page) => {
      await openPayment(page, { query: VERY_SLOW, donations: SAMPLE_DONATIONS })
      await slowNote(page, 'shop-payment')
    },
  },
  {
    name: 'checkout-shop-failure',
    reach: async (page) => {
      await openPayment(page, { query: '?fail=shop:http500', donations: SAMPLE_DONATIONS })
      await expect(page.locator('shop-payment').getByRole('alert')).toBeVisible()
    },
  },
  ...TICKET_STATES,
  ...TICKET_FLOW_STATES,
  ...EVENT_DATE_STATES,
  ...TOUR_STATES,
  ...PERSONALIZATION_STATES,
  ...HOLD_STATES,
  ...CART_STATES,
  ...BUYER_STATES,
  ...REVIEW_STATES,
  ...ORDER_STATES,
  ...VOUCHER_STATES,
]
