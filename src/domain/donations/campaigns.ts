/**
 * Donation campaigns as the donations element uses them. The shop schema keeps campaigns as `unknown[]`;
 * each campaign and each of its amount options is validated here on its own, so one bad entry is left out instead
 * of taking the element down. All amounts are integer cents.
 */
import * as z from 'zod/mini'
import { donationTotalForCampaign, type StoredDonation } from '../cart/storedCart'
import { campaignIdentity } from './campaignIdentity'
import { fieldOf } from '../values/fieldOf'
import { checkedAddress } from '../shop/config'
import { readTypedAmount } from '../values/money'
import { positiveWhole, wholeNumber } from '../values/wholeNumbers'

/** A campaign the visitor can give to. */
export interface DonationCampaign {
  /** Positive integer: stored as the donation's `campaign_id`. */
  id: number
  name: string
  /** An http(s) or data:image address, or null when the campaign has no usable picture. */
  thumbnailUrl: string | null
  /** The campaign's `donations.shop.info` text ('' when none). Plain text, never HTML. */
  info: string
  /** Preset amounts in cents: positive, unique, in the order the shop gave them. */
  optionsCents: number[]
  /** The visitor may type an amount of their own. */
  freeDonations: boolean
  /** Most a guest or unauthenticated visitor may give to this campaign, in cents; 0 = no cap. */
  guestLimitCents: number
}

/** The usable campaigns, and how much was left out (for one console line). */
export interface CampaignReadResult {
  campaigns: DonationCampaign[]
  leftOutCampaigns: number
  leftOutOptions: number
}

/** Translation key of a campaign's info text. */
export const CAMPAIGN_INFO_KEY = 'donations.shop.info'

/** Smallest custom amount: 1 in the shop currency. */
export const MIN_CUSTOM_CENTS = 100

const campaignSchema = z.looseObject({
  ...campaignIdentity,
  options: z.array(z.unknown()),
  // Missing means "no cap" (0); a negative or fractional cap is bad data and leaves the campaign out.
  guest_limit: z.optional(z.nullable(wholeNumber)),
  free_donations: z.optional(z.unknown()),
  picture: z.optional(z.unknown()),
  translations: z.optional(z.unknown()),
})

/**
 * The address when it may be used as an `<img src>`: absolute http(s), or a data:image URI. Anything else
 * (javascript:, relative paths, other data: types) gives null.
 */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(text)) return text
  // The address as its own base: a relative path has none, and is no picture here.
  return checkedAddress('campaign picture', text, text)?.href ?? null
}

/** The info text: a flat map (`{"donations.shop.info": …}`) or one keyed by locale (`{"de": {…}}`). */
function infoText(translations: unknown, locale: string): string {
  const candidates = [
    fieldOf(translations, CAMPAIGN_INFO_KEY),
    fieldOf(translations, locale, CAMPAIGN_INFO_KEY),
  ]
  const text = candidates.find((candidate) => typeof candidate === 'string' && candidate.trim() !== '')
  return typeof text === 'string' ? text.trim() : ''
}

/**
 * Validates the shop's campaigns one by one. Left out: campaigns without a positive id, a name or an options list,
 * with a negative guest_limit, with an id seen before, or with nothing to give (no valid option, no free amount).
 * Options that are not positive integer cents, or repeat an earlier one, are left out.
 */
export function readDonationCampaigns(raw: readonly unknown[], locale: string): CampaignReadResult {
  const campaigns: DonationCampaign[] = []
  let leftOutOptions = 0
  for (const entry of raw) {
    const parsed = campaignSchema.safeParse(entry)
    if (!parsed.success || campaigns.some((campaign) => campaign.id === parsed.data.id)) continue
    const { id, name, options, guest_limit, free_donations, picture, translations } = parsed.data
    const optionsCents: number[] = []
    for (const option of options) {
      const cents = positiveWhole.safeParse(option)
      if (cents.success && !optionsCents.includes(cents.data)) optionsCents.push(cents.data)
      else leftOutOptions++
    }
    const freeDonations = free_donations === true
    if (optionsCents.length === 0 && !freeDonations) continue
    campaigns.push({
      id,
      name,
      thumbnailUrl: safeImageUrl(fieldOf(picture, 'thumbnail')),
      info: infoText(translations, locale),
      optionsCents,
      freeDonations,
      guestLimitCents: guest_limit ?? 0,
    })
  }
  return { campaigns, leftOutCampaigns: raw.length - campaigns.length, leftOutOptions }
}

/** Outcome of the guest cap check. */
export type CapCheck =
  { allowed: true } | { allowed: false; limitCents: number; existingCents: number; totalCents: number }

/**
 * Per campaign: for a capped visitor (guest or unauthenticated) a donation is refused when the donations
 * already stored for THIS campaign plus the new one exceed the campaign's guest_limit (when above 0). Donations to
 * other campaigns never count.
 */
export function checkGuestCap(
  campaign: DonationCampaign,
  stored: readonly StoredDonation[],
  valueCents: number,
  capped: boolean,
): CapCheck {
  const remainingCents = remainingForCampaign(campaign, stored, capped)
  if (remainingCents === null || valueCents <= remainingCents) return { allowed: true }
  const existingCents = donationTotalForCampaign(stored, campaign.id)
  const totalCents = existingCents + valueCents
  return { allowed: false, limitCents: campaign.guestLimitCents, existingCents, totalCents }
}

/**
 * What a visitor may still give to `campaign`, in cents: null when uncapped (logged in, or guest_limit 0); else the
 * guest_limit minus what is already stored for this campaign, never below 0.
 */
export function remainingForCampaign(
  campaign: DonationCampaign,
  stored: readonly StoredDonation[],
  capped: boolean,
): number | null {
  if (!capped || campaign.guestLimitCents <= 0) return null
  return Math.max(0, campaign.guestLimitCents - donationTotalForCampaign(stored, campaign.id))
}

/** Bounds of the custom amount in cents, and which limit the maximum is. */
export interface CustomAmountBounds {
  minCents: number
  maxCents: number
  /** 'remaining': what a capped visitor may still give; 'maximum': the museum's largest custom amount. */
  maxIs: 'remaining' | 'maximum'
}

/**
 * The museum's largest custom amount in cents, from whole units of the shop currency; `fallbackUnits` when `units`
 * is missing, below the smallest custom amount or too large to be exact cents.
 */
export function maximumCustomCents(units: number | undefined, fallbackUnits: number): number {
  const cents = Math.round((units ?? fallbackUnits) * 100)
  return Number.isSafeInteger(cents) && cents >= MIN_CUSTOM_CENTS ? cents : Math.round(fallbackUnits * 100)
}

/**
 * Bounds of the custom amount: at least 1 unit; at most the museum's maximum, or less for a capped visitor when less
 * is still possible for the campaign (`remainingCents`, null when uncapped).
 */
export function customAmountBounds(remainingCents: number | null, maximumCents: number): CustomAmountBounds {
  return remainingCents !== null && remainingCents <= maximumCents
    ? { minCents: MIN_CUSTOM_CENTS, maxCents: remainingCents, maxIs: 'remaining' }
    : { minCents: MIN_CUSTOM_CENTS, maxCents: maximumCents, maxIs: 'maximum' }
}

/** Why a typed custom amount is none. */
export type CustomAmountProblem = 'format' | 'negative' | 'tooSmall' | 'aboveRemaining' | 'aboveMaximum'

/** A typed custom amount: its cents, or why it is none (an empty input is no amount and no problem). */
export type CustomAmountRead =
  { cents: number; problem: null } | { cents: null; problem: CustomAmountProblem | null }

/** Reads what the visitor typed (see `readTypedAmount`) against the bounds; `currency` is the shop's. */
export function readCustomAmount(
  text: string,
  bounds: CustomAmountBounds,
  currency: string,
): CustomAmountRead {
  const typed = readTypedAmount(text, currency)
  const above = bounds.maxIs === 'remaining' ? 'aboveRemaining' : 'aboveMaximum'
  switch (typed.kind) {
    case 'empty':
      return { cents: null, problem: null }
    case 'unreadable':
      return { cents: null, problem: 'format' }
    case 'negative':
      return { cents: null, problem: 'negative' }
    case 'tooLarge':
      return { cents: null, problem: above }
  }
  if (typed.cents < bounds.minCents) return { cents: null, problem: 'tooSmall' }
  if (typed.cents > bounds.maxCents) return { cents: null, problem: above }
  return { cents: typed.cents, problem: null }
}
