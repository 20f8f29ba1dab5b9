import { lazy } from 'react'
import { SHOP_DONATIONS } from '../src/components/Donations/donationsElement'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

// Loaded on demand: pages without a donation element never download its code.
const ShopDonations = lazy(() => import('../src/components/Donations/ShopDonations'))

export const ShopDonationsElement = trackPresence(
  toCustomElement(SHOP_DONATIONS, ShopDonations, { shadow: true }),
  'feature',
)

export const defineShopDonations = () => defineOnce(SHOP_DONATIONS.tag, ShopDonationsElement)
