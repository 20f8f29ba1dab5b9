/** Donation lines named after their campaign, for the cart and the checkout, without the donation form's code. */
import * as z from 'zod/mini'
import { campaignIdentity } from './campaignIdentity'

const namedCampaignSchema = z.looseObject(campaignIdentity)

/**
 * Campaign id → name. Only id and name are read: a campaign the donation form leaves out (no usable amount) still
 * names the donations in a cart. The first of two equal ids wins.
 */
export function campaignNames(raw: readonly unknown[]): ReadonlyMap<number, string> {
  const names = new Map<number, string>()
  for (const entry of raw) {
    const parsed = namedCampaignSchema.safeParse(entry)
    if (parsed.success && !names.has(parsed.data.id)) names.set(parsed.data.id, parsed.data.name)
  }
  return names
}

/** "Spende: <campaign name>", or the word alone for an unknown campaign. */
export function donationLineName(
  donationWord: string,
  campaignId: number,
  names: ReadonlyMap<number, string>,
): string {
  const name = names.get(campaignId)
  return name === undefined ? donationWord : `${donationWord}: ${name}`
}
