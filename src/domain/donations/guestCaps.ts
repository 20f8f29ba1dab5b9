/**
 * The guest cap at the checkout. The donations element refuses a gift above a campaign's `guest_limit`, but storage
 * may hold more (written by another shop, edited, kept from a login that ended): the checkout orders a capped
 * visitor's donations to a campaign up to its cap only, the first ones first.
 */
import type { StoredDonation } from '../cart/storedCart'
import type { DonationCampaign } from './campaigns'

/** The donations as they may be ordered, and the campaigns whose donations were lowered, each with its cap. */
export interface CappedDonations {
  donations: StoredDonation[]
  lowered: { campaignId: number; limitCents: number }[]
}

/**
 * `donations` for a visitor who is `capped` (not logged in): per campaign with a `guest_limit` above 0, what goes
 * beyond the cap is taken off (a donation lowered to what is left, or left out when nothing is). Campaigns the shop
 * does not list, and every donation of a visitor who is not capped, stay as stored.
 */
export function capGuestDonations(
  donations: readonly StoredDonation[],
  campaigns: readonly DonationCampaign[],
  capped: boolean,
): CappedDonations {
  const left = new Map<number, number>()
  const lowered: CappedDonations['lowered'] = []
  const kept: StoredDonation[] = []
  for (const donation of donations) {
    const limitCents =
      campaigns.find((campaign) => campaign.id === donation.campaign_id)?.guestLimitCents ?? 0
    if (!capped || limitCents <= 0) {
      kept.push(donation)
      continue
    }
    const remaining = left.get(donation.campaign_id) ?? limitCents
    const value = Math.min(donation.value, remaining)
    left.set(donation.campaign_id, remaining - value)
    if (value < donation.value && !lowered.some((entry) => entry.campaignId === donation.campaign_id))
      lowered.push({ campaignId: donation.campaign_id, limitCents })
    if (value > 0) kept.push({ ...donation, value })
  }
  return { donations: kept, lowered }
}
