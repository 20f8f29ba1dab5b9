/**
 * A donation campaign's id and name, and how a donation line is named after its campaign. Kept apart from the
 * rest of the campaign reading so the checkout names its donation lines without carrying the donation form's code.
 */
import * as z from 'zod/mini'

const positiveId = z.union([
  z.int().check(z.positive()),
  // Some servers send ids as digit strings.
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number)),
])

/**
 * The fields every campaign has: a positive id (number or digit string) and a non-empty, trimmed name (trimmed by a
 * transform, as the nav's group ids are: the start-up file carries no trim check).
 */
export const campaignIdentity = {
  id: positiveId,
  name: z.pipe(
    z.string().check(z.regex(/\S/)),
    z.transform((name) => name.trim()),
  ),
}

const namedCampaignSchema = z.looseObject(campaignIdentity)

/**
 * Campaign id → name, for naming donation lines in the checkout. Only id and name are read: a campaign the donations
 * element leaves out (no usable amount) still names the donations already in a cart. The first of two equal ids wins.
 */
export function campaignNames(raw: readonly unknown[]): ReadonlyMap<number, string> {
  const names = new Map<number, string>()
  for (const entry of raw) {
    const parsed = namedCampaignSchema.safeParse(entry)
    if (parsed.success && !names.has(parsed.data.id)) names.set(parsed.data.id, parsed.data.name)
  }
  return names
}

/** "Spende: <campaign name>", or the generic word alone when the campaign is unknown. */
export function donationLineName(
  donationWord: string,
  campaignId: number,
  names: ReadonlyMap<number, string>,
): string {
  const name = names.get(campaignId)
  return name === undefined ? donationWord : `${donationWord}: ${name}`
}
