/**
 * Shared setup of the donations component tests: the component under its real element root (events, styles,
 * error boundary) on a configured page, the fake API's shop with chosen campaigns, visitors by cookie, and the
 * navigation observed instead of performed.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import { pageNavigation } from '../../../../src/domain/browser/navigation'
import ShopDonations, { type ShopDonationsProps } from '../../../../elements/shop-donations/ShopDonations'
import type { ShopConfig } from '../../../../src/domain/shop/config'
import type { ShopEventMap } from '../../../../src/domain/host/events'
import { shopStore } from '../../../../src/store/shopStore'
import { TEST_SHOP_DOMAIN, testConfig } from '../../../helpers/config'
import { donationCampaignsFixture, shopFixture } from '../../../msw/fixtures/shop'
import { server } from '../../../msw/server'

/** The fixture's campaigns: 1 = dinosaur hall (presets 5/10/25 €, free amounts, guest cap 100 €), 2 = no cap. */
export const [CAPPED_CAMPAIGN, UNCAPPED_CAMPAIGN] = donationCampaignsFixture('de').map((campaign) => ({
  ...campaign,
  options: [...campaign.options],
}))

/** The cart address of the default test configuration. */
export const CART_URL = `https://${TEST_SHOP_DOMAIN}/#/cart`

/** Makes the fake API's shop carry `donations` as its donation config (a copy of the fixture otherwise). */
export function serveDonations(donations: { enabled?: boolean; campaigns?: unknown[] }): void {
  server.use(
    http.get('*/api/v4/shop', () => {
      const body = shopFixture('de')
      return HttpResponse.json({ shop: { ...body.shop, config: { ...body.shop.config, donations } } })
    }),
  )
}

/** Serves exactly these campaigns. */
export function serveCampaigns(...campaigns: unknown[]): void {
  serveDonations({ enabled: true, campaigns })
}

function setAuthCookie(uid: string, expiry: number): void {
  const auth = { 'access-token': 'token', client: 'client', uid, expiry }
  document.cookie = 'auth_headers=' + encodeURIComponent(JSON.stringify(auth))
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

/** A logged-in visitor: valid token, e-mail uid, expiry ahead. */
export const logIn = () => setAuthCookie('visitor@example.org', inAnHour())
/** A guest: a uid that is not an e-mail address. */
export const beGuest = () => setAuthCookie('guest-4711', inAnHour())
/** A login that has expired: neither logged in nor guest (unauthenticated). */
export const loginExpired = () => setAuthCookie('visitor@example.org', Math.floor(Date.now() / 1000) - 60)

/** The storage keys of the default test configuration. */
const KEYS = testConfig().storageKeys

/** Stores donations as the cart does, before the element is shown. */
export function storeDonations(...donations: { value: number; campaign_id: number }[]): void {
  localStorage.setItem(KEYS.donations, JSON.stringify(donations))
}

/** The stored donations, parsed. */
export const storedDonations = (): unknown => JSON.parse(localStorage.getItem(KEYS.donations) ?? 'null')

/** The stored skip-donation flag. */
export const skipFlag = () => localStorage.getItem(KEYS.skipDonation)

/**
 * Renders `<ShopDonations>` (with the attributes' `props`) in its element root on a page configured with `config`. Returns the user-event
 * instance, the navigation spy and the `shop-donation-added` events (with the navigation calls made before each).
 */
export function renderDonations(config: Partial<ShopConfig> = {}, props: ShopDonationsProps = {}) {
  shopStore.setState({ config: { status: 'ready', config: testConfig(config) } })
  const navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {})
  const added: { detail: ShopEventMap['shop-donation-added']; navigationsBefore: number }[] = []
  const onAdded = (event: Event) => {
    const { detail } = event as CustomEvent<ShopEventMap['shop-donation-added']>
    added.push({ detail, navigationsBefore: navigate.mock.calls.length })
  }
  const view = render(
    <ElementRoot name="shop-donations">
      <ShopDonations {...props} />
    </ElementRoot>,
  )
  // On the container: it leaves the document with the test, and so does the listener.
  view.container.addEventListener('shop-donation-added', onAdded)
  return { ...view, user: userEvent.setup(), navigate, added }
}

/** The add-to-cart button (German built-in / shop text). */
export const addButton = () => screen.getByRole('button', { name: 'Spende in den Warenkorb' })
/** The continue-without-donation button. */
export const skipButton = () => screen.getByRole('button', { name: 'Weiter ohne Spende' })
/** Waits until the campaigns are shown (the shop arrives from the fake API). */
export const findAmounts = () => screen.findByRole('group', { name: 'Betrag wählen' })

/** Matches a euro price as the shop shows it in German ("5,00 €"; Intl puts a no-break space before the sign). */
export const euros = (amount: string) => new RegExp(`^${amount.replace('.', '\\.')}\\s€$`)
