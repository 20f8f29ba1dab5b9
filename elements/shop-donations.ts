import { SHOP_DONATIONS } from '../src/components/Donations/donationsElement'
import { defineOnce, toCustomElement } from './define'
import { lazyOnConnect, startOnConnect } from './lazyElement'
import { trackPresence } from './presence'

// Loaded on demand: pages without a donation element never download its code. The download starts when the element
// connects, alongside the shop request, not after the first render.
const ShopDonations = lazyOnConnect(() => import('../src/components/Donations/ShopDonations'))

export const ShopDonationsElement = trackPresence(
  startOnConnect(
    toCustomElement(SHOP_DONATIONS, ShopDonations.Component, { shadow: true }),
    ShopDonations.start,
  ),
  'feature',
)

export const defineShopDonations = () => defineOnce(SHOP_DONATIONS.tag, ShopDonationsElement)
