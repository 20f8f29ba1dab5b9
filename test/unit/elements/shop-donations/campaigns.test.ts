import { describe, expect, it } from 'vitest'
import { campaignNames, donationLineName } from '../../../../src/domain/donations/campaignNames'
import {
  checkGuestCap,
  customAmountBounds,
  maximumCustomCents,
  readCustomAmount,
  readDonationCampaigns,
  remainingForCampaign,
  safeImageUrl,
  type DonationCampaign,
} from '../../../../src/domain/donations/campaigns'
import { donationCampaignsFixture } from '../../../msw/fixtures/shop'

const valid = { id: 7, name: 'Orgel', options: [500, 1000], free_donations: false, guest_limit: 0 }

describe('readDonationCampaigns', () => {
  it('reads the fixture campaigns with their amounts in cents, picture and info text', () => {
    const { campaigns, leftOutCampaigns, leftOutOptions } = readDonationCampaigns(
      donationCampaignsFixture('en'),
      'en',
    )
    expect([leftOutCampaigns, leftOutOptions]).toEqual([0, 0])
    expect(campaigns[0]).toMatchObject({
      id: 1,
      name: 'New dinosaur hall 🦕',
      optionsCents: [500, 1000, 2500],
      freeDonations: true,
      guestLimitCents: 10000,
      info: 'Help us rebuild the skeleton of the Brachiosaurus.',
    })
    expect(campaigns[0]?.thumbnailUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(campaigns[1]).toMatchObject({ id: 2, freeDonations: false, guestLimitCents: 0 })
  })

  it.each([
    ['missing options', { ...valid, options: undefined }],
    ['options that are not a list', { ...valid, options: '500,1000' }],
    ['a negative guest_limit', { ...valid, guest_limit: -100 }],
    ['a fractional guest_limit', { ...valid, guest_limit: 99.5 }],
    ['no id', { ...valid, id: undefined }],
    ['id 0', { ...valid, id: 0 }],
    ['an empty name', { ...valid, name: '  ' }],
    ['no valid option and no free amount', { ...valid, options: [-500, 0] }],
    ['not an object', 'campaign'],
  ])('leaves out a campaign with %s', (_case, bad) => {
    const result = readDonationCampaigns([bad, { ...valid, id: 8 }], 'de')
    expect(result.campaigns.map((campaign) => campaign.id)).toEqual([8])
    expect(result.leftOutCampaigns).toBe(1)
  })

  it('leaves out a campaign whose id was seen before', () => {
    const result = readDonationCampaigns([valid, { ...valid, name: 'Zweite' }], 'de')
    expect(result.campaigns.map((campaign) => campaign.name)).toEqual(['Orgel'])
  })

  it('leaves out options that are not positive integer cents, and repeated ones', () => {
    const result = readDonationCampaigns(
      [{ ...valid, options: [-500, 0, 12.5, '700', null, 500, 2500, 500] }],
      'de',
    )
    expect(result.campaigns[0]?.optionsCents).toEqual([500, 2500])
    expect(result.leftOutOptions).toBe(6)
  })

  it('keeps a free-amount campaign without presets, reads digit-string ids and a missing cap as none', () => {
    const { campaigns } = readDonationCampaigns(
      [{ id: '12', name: 'Frei', options: [], free_donations: true, guest_limit: null }],
      'de',
    )
    expect(campaigns).toEqual([
      expect.objectContaining({ id: 12, optionsCents: [], freeDonations: true, guestLimitCents: 0 }),
    ])
  })

  it('reads the info text from a flat map or one keyed by locale, and nothing else', () => {
    const info = (translations: unknown) =>
      readDonationCampaigns([{ ...valid, translations }], 'de').campaigns[0]?.info
    expect(info({ 'donations.shop.info': 'Flach' })).toBe('Flach')
    expect(info({ en: { 'donations.shop.info': 'Flat' }, de: { 'donations.shop.info': 'Deutsch' } })).toBe(
      'Deutsch',
    )
    expect(info({ 'donations.shop.info': 42 })).toBe('')
    expect(info(undefined)).toBe('')
  })
})

describe('safeImageUrl', () => {
  it.each([
    ['https://cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['http://cdn.example.org/a.png', 'http://cdn.example.org/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/system/thumb.png', null],
    [42, null],
  ])('%s → %s', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected)
  })
})

describe('checkGuestCap (per campaign)', () => {
  const campaign: DonationCampaign = {
    id: 1,
    name: 'Halle',
    thumbnailUrl: null,
    info: '',
    optionsCents: [500],
    freeDonations: true,
    guestLimitCents: 10000,
  }

  it('allows a capped visitor up to the limit, counting only this campaign', () => {
    const stored = [
      { value: 7500, campaign_id: 1 },
      { value: 50000, campaign_id: 2 },
    ]
    expect(checkGuestCap(campaign, stored, 2500, true)).toEqual({ allowed: true })
    expect(checkGuestCap(campaign, stored, 2501, true)).toEqual({
      allowed: false,
      limitCents: 10000,
      existingCents: 7500,
      totalCents: 10001,
    })
  })

  it('never caps visitors who are not capped, nor campaigns without a limit', () => {
    expect(checkGuestCap(campaign, [{ value: 10000, campaign_id: 1 }], 500, false)).toEqual({ allowed: true })
    expect(checkGuestCap({ ...campaign, guestLimitCents: 0 }, [], 10 ** 9, true)).toEqual({ allowed: true })
  })

  it('bounds the custom amount from 1 unit to what is still possible, or to the maximum when that is less', () => {
    const stored = [{ value: 8000, campaign_id: 1 }]
    expect(customAmountBounds(remainingForCampaign(campaign, stored, true), 500000)).toEqual({
      minCents: 100,
      maxCents: 2000,
      maxIs: 'remaining',
    })
    expect(customAmountBounds(remainingForCampaign(campaign, stored, false), 500000)).toEqual({
      minCents: 100,
      maxCents: 500000,
      maxIs: 'maximum',
    })
    expect(customAmountBounds(2000, 1500)).toEqual({ minCents: 100, maxCents: 1500, maxIs: 'maximum' })
  })

  it('leaves as still possible the limit minus what this campaign already holds, never below 0; other campaigns do not count', () => {
    const stored = [
      { value: 3000, campaign_id: 1 },
      { value: 50000, campaign_id: 2 },
      { value: 1500, campaign_id: 1 },
    ]
    expect(remainingForCampaign(campaign, stored, true)).toBe(5500)
    expect(remainingForCampaign(campaign, [], true)).toBe(10000)
    expect(remainingForCampaign(campaign, [{ value: 12000, campaign_id: 1 }], true)).toBe(0)
  })

  it('leaves no maximum (null) for visitors who are not capped and for campaigns without a limit', () => {
    expect(remainingForCampaign(campaign, [], false)).toBeNull()
    expect(remainingForCampaign({ ...campaign, guestLimitCents: 0 }, [], true)).toBeNull()
  })

  it('agrees with the cap check at the edge: the remainder is allowed, one cent more is not', () => {
    const stored = [{ value: 7550, campaign_id: 1 }]
    const remaining = remainingForCampaign(campaign, stored, true) ?? NaN
    expect(checkGuestCap(campaign, stored, remaining, true)).toEqual({ allowed: true })
    expect(checkGuestCap(campaign, stored, remaining + 1, true)).toMatchObject({ allowed: false })
  })
})

describe('readCustomAmount', () => {
  const bounds = { minCents: 100, maxCents: 2000, maxIs: 'remaining' } as const
  const maximum = { minCents: 100, maxCents: 500000, maxIs: 'maximum' } as const

  it.each([
    ['15,50', 1550],
    ['15.50', 1550],
    ['15', 1500],
    ['1', 100],
    ['20,00', 2000],
    ['15 €', 1500],
    ['€ 15', 1500],
    ['15,-', 1500],
  ])('reads "%s" as %s cents', (typed, cents) => {
    expect(readCustomAmount(typed, bounds, 'EUR')).toEqual({ cents, problem: null })
  })

  it.each([
    ['1.234', 'format'],
    ['15,505', 'format'],
    ['fünf', 'format'],
    ['-5', 'negative'],
    ['0,99', 'tooSmall'],
    ['20,01', 'aboveRemaining'],
    ['1.000,00 €', 'aboveRemaining'],
    ['99999999999999999999', 'aboveRemaining'],
  ])('rejects "%s" (%s)', (typed, problem) => {
    expect(readCustomAmount(typed, bounds, 'EUR')).toEqual({ cents: null, problem })
  })

  it('names the museum maximum when it is the limit, also for a number beyond exact cents', () => {
    expect(readCustomAmount('1.000,00 €', maximum, 'EUR')).toEqual({ cents: 100000, problem: null })
    expect(readCustomAmount('5.000,01', maximum, 'EUR')).toEqual({ cents: null, problem: 'aboveMaximum' })
    expect(readCustomAmount('9999999999999', maximum, 'EUR')).toEqual({
      cents: null,
      problem: 'aboveMaximum',
    })
    expect(readCustomAmount('99999999999999999999', maximum, 'EUR')).toEqual({
      cents: null,
      problem: 'aboveMaximum',
    })
  })

  it('treats an empty input as no amount and no problem', () => {
    expect(readCustomAmount('  ', bounds, 'EUR')).toEqual({ cents: null, problem: null })
  })
})

describe('maximumCustomCents', () => {
  it.each([
    [undefined, 500000],
    [10000, 1000000],
    [250.5, 25050],
    [1, 100],
    [0.5, 500000],
    [0, 500000],
    [1e20, 500000],
  ])('turns max-amount %s into %s cents (5000 when unusable)', (units, cents) => {
    expect(maximumCustomCents(units, 5000)).toBe(cents)
  })
})

describe('campaign names of donation lines', () => {
  it('names a donation after its campaign, and falls back to the word alone for an unknown one', () => {
    const names = campaignNames([
      { id: 1, name: ' Neue Dinosaurierhalle ' },
      { id: '2', name: 'Restaurierung „Große Welle“', options: 'not checked here' },
      { id: 3, name: '' },
      { id: 1, name: 'a second campaign 1' },
      'no campaign',
    ])
    expect([...names]).toEqual([
      [1, 'Neue Dinosaurierhalle'],
      [2, 'Restaurierung „Große Welle“'],
    ])
    expect(donationLineName('Spende', 1, names)).toBe('Spende: Neue Dinosaurierhalle')
    expect(donationLineName('Spende', 3, names)).toBe('Spende')
    expect(donationLineName('Donation', 99, new Map())).toBe('Donation')
  })
})
