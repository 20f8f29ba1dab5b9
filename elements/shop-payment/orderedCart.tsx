import { useMemo } from 'react'
import type { Shop } from '../../src/api/schemas/shop'
import type { CartSnapshot, CartSummaryItem } from '../../src/domain/cart/storedCart'
import { splitPastTicketLines, ticketLineLabel } from '../../src/domain/cart/ticketLines'
import { unreadableLines } from '../../src/domain/cart/unreadableLines'
import { readDonationCampaigns } from '../../src/domain/donations/campaigns'
import { donationLineName } from '../../src/domain/donations/campaignNames'
import { capGuestDonations, type CappedDonations } from '../../src/domain/donations/guestCaps'
import type { ShopConfig } from '../../src/domain/shop/config'
import { getUserState } from '../../src/domain/shop/user'
import { museumNow } from '../../src/domain/tickets/wallClock'
import { formatCents } from '../../src/domain/values/money'
import { useShopText } from '../base/useShopText'

/** The cart as the checkout orders it, and what it leaves out or lowers, to be said beside the summary. */
export interface OrderedCart {
  cart: CartSnapshot
  /** Ticket lines whose time has passed. */
  past: CartSummaryItem[]
  /** Names of the stored lines that read as no cart line ('' when a line has none). */
  unreadable: string[]
  /** Campaigns whose donations went beyond the guest cap, lowered to it. */
  lowered: CappedDonations['lowered']
}

/**
 * What the checkout orders of `stored`: tickets whose time has passed and lines that cannot be read are left out;
 * once the shop (`shop`) names the campaigns' caps, a visitor who is not logged in gives at most each cap.
 */
export function useOrderedCart(
  config: ShopConfig,
  stored: CartSnapshot,
  shop: Shop | undefined,
): OrderedCart {
  const { locale } = useShopText()
  return useMemo(() => {
    const { current, past } = splitPastTicketLines(stored.items, museumNow())
    const campaigns = readDonationCampaigns(shop?.config.donations?.campaigns ?? [], locale).campaigns
    const capped = !getUserState({ shopType: config.shopType }).loggedIn
    const { donations, lowered } = capGuestDonations(stored.donations, campaigns, capped)
    const unreadable = stored.problem ? [] : unreadableLines(config.variant, config.storageKeys)
    return { cart: { ...stored, items: current, donations }, past, unreadable, lowered }
  }, [stored, shop, locale, config])
}

/** The sentences about what the checkout leaves out or lowers; nothing when it orders the cart as stored. */
export function LeftOutNotice({
  ordered,
  names,
}: {
  ordered: OrderedCart
  names: ReadonlyMap<number, string> | null
}) {
  const { t, locale, currency } = useShopText()
  const { past, unreadable, lowered } = ordered
  const sentences = [
    past.length > 0 &&
      t('payment.pastTickets', { lines: past.map((line) => ticketLineLabel(line, locale)).join(', ') }),
    unreadable.length > 0 &&
      t('payment.unreadableLines', {
        lines: unreadable.map((name) => name || t('payment.unnamedLine')).join(', '),
      }),
    ...lowered.map(({ campaignId, limitCents }) =>
      t('payment.donationCapped', {
        donation: donationLineName(t('payment.donation'), campaignId, names ?? new Map()),
        amount: formatCents(limitCents, currency),
      }),
    ),
  ].filter((sentence) => typeof sentence === 'string')
  return sentences.map((sentence) => (
    <p key={sentence} className="shop-message" role="status" part="message">
      {sentence}
    </p>
  ))
}
