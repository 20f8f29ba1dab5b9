import { lazy } from 'react'
import type { ShopDonationsProps } from '../src/components/Donations/ShopDonations'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

/** `<shop-donations>` — donation campaigns; adds a donation to the cart or skips it. */
export type ShopDonationsAttributes = ShopDonationsProps

export const SHOP_DONATIONS_TAG = 'shop-donations'

// Loaded on demand: pages without a donation element never download its code.
const ShopDonations = lazy(() => import('../src/components/Donations/ShopDonations'))

export const ShopDonationsElement = trackPresence(
  toCustomElement<ShopDonationsProps>(SHOP_DONATIONS_TAG, ShopDonations, {}, { shadow: true }),
  'feature',
)

export const defineShopDonations = () => defineOnce(SHOP_DONATIONS_TAG, ShopDonationsElement)
