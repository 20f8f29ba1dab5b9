import { describe, expect, it, vi } from 'vitest'
import { addDonationOnce } from '../../../src/store/donationActions'
import { StorageError } from '../../../src/domain/errors'
import {
  addDonation,
  clearDonations,
  donationTotalForCampaign,
  hasSkipDonation,
  readDonations,
  setSkipDonation,
} from '../../../src/domain/cart/storedCart'
import { readStoredLanguage } from '../../../src/domain/browser/language'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'

const silenceWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})
const storageIsFull = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })

describe('donations', () => {
  it('are empty when nothing is stored', () => {
    expect(readDonations(KEYS)).toEqual({ items: [], problem: null })
  })

  it('are added in cents and read back in order', () => {
    addDonation({ value: 500, campaign_id: 3 }, KEYS)
    addDonation({ value: 2500, campaign_id: 4 }, KEYS)
    expect(readDonations(KEYS)).toEqual({
      items: [
        { value: 500, campaign_id: 3 },
        { value: 2500, campaign_id: 4 },
      ],
      problem: null,
    })
    expect(JSON.parse(localStorage.getItem(KEYS.donations) ?? 'null')).toEqual([
      { value: 500, campaign_id: 3 },
      { value: 2500, campaign_id: 4 },
    ])
  })

  it('leave out invalid stored entries', () => {
    localStorage.setItem(
      KEYS.donations,
      JSON.stringify([{ value: 500, campaign_id: 3 }, { value: 5.5, campaign_id: 3 }, { value: 100 }, null]),
    )
    expect(readDonations(KEYS).items).toEqual([{ value: 500, campaign_id: 3 }])
  })

  it.each([
    ['corrupt JSON', '[{"value":500,'],
    ['a foreign object', '{"value":500,"campaign_id":3}'],
  ])('read %s as empty with a problem, without throwing', (_case, raw) => {
    silenceWarnings()
    localStorage.setItem(KEYS.donations, raw)
    const result = readDonations(KEYS)
    expect(result.items).toEqual([])
    expect(result.problem).toBeInstanceOf(StorageError)
  })

  it.each([
    ['corrupt JSON', '[{"value":500,'],
    ['a foreign object', '{"value":500,"campaign_id":3}'],
  ])('keep %s under <key>.corrupt before replacing it', (_case, raw) => {
    silenceWarnings()
    localStorage.setItem(KEYS.donations, raw)
    addDonation({ value: 1000, campaign_id: 3 }, KEYS)
    expect(localStorage.getItem(`${KEYS.donations}.corrupt`)).toBe(raw)
    expect(readDonations(KEYS)).toEqual({ items: [{ value: 1000, campaign_id: 3 }], problem: null })
  })

  it('throw a StorageError when storage is full, keeping what was stored', () => {
    addDonation({ value: 500, campaign_id: 3 }, KEYS)
    storageIsFull()
    expect(() => addDonation({ value: 700, campaign_id: 3 }, KEYS)).toThrow(StorageError)
    expect(readDonations(KEYS).items).toEqual([{ value: 500, campaign_id: 3 }])
  })

  it.each([
    { value: 12.5, campaign_id: 3 },
    { value: 0, campaign_id: 3 },
    { value: -500, campaign_id: 3 },
    { value: 500, campaign_id: 0 },
  ])('reject %j with a RangeError and store nothing', (donation) => {
    expect(() => addDonation(donation, KEYS)).toThrow(RangeError)
    expect(localStorage.getItem(KEYS.donations)).toBeNull()
  })

  it('are added once per activation: a repeat of the same action stores nothing and says so', () => {
    const donation = { value: 1500, campaign_id: 3 }
    expect(addDonationOnce(donation, KEYS, 'double-click')).toBe(true)
    expect(addDonationOnce(donation, KEYS, 'double-click')).toBe(false)
    expect(addDonationOnce(donation, KEYS, 'double-click')).toBe(false)
    expect(readDonations(KEYS).items).toEqual([donation])
    // The same gift from a new activation is a second donation.
    expect(addDonationOnce(donation, KEYS, 'second-visit')).toBe(true)
    expect(readDonations(KEYS).items).toEqual([donation, donation])
  })

  it('let an action that storage refused be tried again', () => {
    const full = storageIsFull()
    expect(() => addDonationOnce({ value: 700, campaign_id: 3 }, KEYS, 'refused-first')).toThrow(StorageError)
    full.mockRestore()
    expect(addDonationOnce({ value: 700, campaign_id: 3 }, KEYS, 'refused-first')).toBe(true)
    expect(readDonations(KEYS).items).toEqual([{ value: 700, campaign_id: 3 }])
  })

  it('are cleared', () => {
    addDonation({ value: 500, campaign_id: 3 }, KEYS)
    clearDonations(KEYS)
    expect(readDonations(KEYS).items).toEqual([])
  })
})

describe('donationTotalForCampaign', () => {
  const items = [
    { value: 500, campaign_id: 3 },
    { value: 2500, campaign_id: 4 },
    { value: 1000, campaign_id: 3 },
  ]

  it('sums only the donations of the chosen campaign', () => {
    expect(donationTotalForCampaign(items, 3)).toBe(1500)
    expect(donationTotalForCampaign(items, 4)).toBe(2500)
  })

  it('is 0 for a campaign without donations', () => {
    expect(donationTotalForCampaign(items, 9)).toBe(0)
    expect(donationTotalForCampaign([], 3)).toBe(0)
  })
})

describe('skip-donation flag', () => {
  it('is unset at first, then set as the text "true"', () => {
    expect(hasSkipDonation(KEYS)).toBe(false)
    expect(setSkipDonation(KEYS)).toBe(true)
    expect(hasSkipDonation(KEYS)).toBe(true)
    expect(localStorage.getItem(KEYS.skipDonation)).toBe('true')
  })

  it('only counts the exact value "true"', () => {
    localStorage.setItem(KEYS.skipDonation, 'false')
    expect(hasSkipDonation(KEYS)).toBe(false)
  })

  it('does not throw when storage is full', () => {
    silenceWarnings()
    storageIsFull()
    expect(setSkipDonation(KEYS)).toBe(false)
    expect(hasSkipDonation(KEYS)).toBe(false)
  })
})

describe('stored language', () => {
  it('is null when nothing is stored', () => {
    expect(readStoredLanguage(KEYS.language)).toBeNull()
  })

  it('is read as plain text under the language key (the shop writes it)', () => {
    localStorage.setItem(KEYS.language, 'fr')
    expect(readStoredLanguage(KEYS.language)).toBe('fr')
  })

  it.each([
    ['en', 'en'],
    ['"en"', 'en'],
    ['de_DE', 'de_DE'],
    ['de-CH', 'de-CH'],
    ['<script>', null],
    ['', null],
    ['"', null],
    ['english please', null],
  ])('reads %j as %j', (stored, expected) => {
    localStorage.setItem(KEYS.language, stored)
    expect(readStoredLanguage(KEYS.language)).toBe(expected)
  })
})
