/**
 * What the two buttons of the donations element do, apart from React: check the guest cap, write the cart storage,
 * tell the host page, and go to the shop's cart. Nothing here throws; every outcome is a value the form shows.
 */
import { warnIfCartElsewhere } from '../../src/domain/diagnostics/cartOrigin'
import { readDonations, setSkipDonation } from '../../src/domain/cart/storedCart'
import { addDonationOnce } from '../../src/store/donationActions'
import type { ShopConfig } from '../../src/domain/shop/config'
import { checkGuestCap, type CapCheck, type DonationCampaign } from '../../src/domain/donations/campaigns'
import { cartAddress } from '../../src/domain/shop/shopPages'
import { pageNavigation } from '../../src/domain/browser/navigation'
import { getUserState } from '../../src/domain/shop/user'
import type { Emit } from '../../src/domain/host/events'

/** What happened when the visitor pressed a button. */
export type DonationOutcome =
  | { kind: 'navigated'; url: string }
  | ({ kind: 'capped' } & Extract<CapCheck, { allowed: false }>)
  | { kind: 'storageFailed' }
  | { kind: 'navigationFailed' }
  /** The same activation again (a double click, a held Enter): it stored its donation already. */
  | { kind: 'repeated' }

/** Everyone who is not logged in (guests, unauthenticated visitors, the second shop type) is capped. */
export function isCappedVisitor(config: ShopConfig): boolean {
  return !getUserState({ shopType: config.shopType }).loggedIn
}

function goToCart(config: ShopConfig): DonationOutcome {
  const url = cartAddress(config)
  try {
    pageNavigation.assign(url)
    return { kind: 'navigated', url }
  } catch (error) {
    // A sandboxed frame may forbid navigation; the host page must not see the throw.
    console.error('[museum-shop] <shop-donations> could not open the cart', error)
    return { kind: 'navigationFailed' }
  }
}

/**
 * Adds `valueCents` for `campaign` to the cart unless the guest cap forbids it, sets the skip-donation flag, sends
 * `shop-donation-added` and goes to the cart. A storage failure leaves the page where it is. `action` names the
 * visitor's activation: a repeat of it adds nothing.
 */
export function addDonationAndGoToCart(
  config: ShopConfig,
  campaign: DonationCampaign,
  valueCents: number,
  emit: Emit,
  action: string,
): DonationOutcome {
  const cap = checkGuestCap(
    campaign,
    readDonations(config.storageKeys).items,
    valueCents,
    isCappedVisitor(config),
  )
  if (!cap.allowed) return { kind: 'capped', ...cap }
  // The flag first: if the donation cannot be stored after it, a retry does not store the donation twice.
  if (!setSkipDonation(config.storageKeys)) return { kind: 'storageFailed' }
  try {
    if (!addDonationOnce({ value: valueCents, campaign_id: campaign.id }, config.storageKeys, action))
      return { kind: 'repeated' }
  } catch (error) {
    console.warn('[museum-shop] <shop-donations> could not store the donation', error)
    return { kind: 'storageFailed' }
  }
  warnIfCartElsewhere(config, 'a donation')
  emit('shop-donation-added', { campaignId: campaign.id, valueCents })
  return goToCart(config)
}

/** "Continue without donation": sets the skip-donation flag and goes to the cart. */
export function skipDonationAndGoToCart(config: ShopConfig): DonationOutcome {
  if (!setSkipDonation(config.storageKeys)) return { kind: 'storageFailed' }
  return goToCart(config)
}
