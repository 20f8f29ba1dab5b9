import { describe, expect, it } from 'vitest'
import {
  addDonation,
  clearCart,
  clearDonations,
  hasSkipDonation,
  readCart,
  readDonations,
  setSkipDonation,
} from '../../../src/domain/cart/storedCart'
import { parseJsonAttribute } from '../../../src/domain/values/jsonAttribute'
import { readStoredLanguage } from '../../../src/domain/browser/language'
import {
  DEFAULT_STORAGE_KEYS,
  resolveStorageKeys,
  STORAGE_KEY_NAMES,
  type StorageKeyName,
} from '../../../src/domain/shop/storageKeys'

const resolve = (raw: string | null) => resolveStorageKeys(parseJsonAttribute(raw))

describe('default storage keys', () => {
  it("are the keys go~mus's shop reads for donations, the skip flag and the language", () => {
    // The external contract, spelled out: these values are what the museum's shop reads at /#/cart.
    expect(DEFAULT_STORAGE_KEYS).toMatchObject({
      donations: '201600627v4donations',
      skipDonation: 'skipDonation',
      language: 'lang',
    })
  })

  it('are used when no storage-keys attribute is set', () => {
    expect(resolve(null)).toEqual({ keys: DEFAULT_STORAGE_KEYS, problem: null })
  })
})

describe('storage-keys overrides', () => {
  it.each(STORAGE_KEY_NAMES)('override %s alone; every other key keeps its default', (name) => {
    const { keys, problem } = resolve(JSON.stringify({ [name]: 'museum.custom' }))
    expect(problem).toBeNull()
    expect(keys).toEqual({ ...DEFAULT_STORAGE_KEYS, [name]: 'museum.custom' })
  })

  it('take several names at once and trim the keys', () => {
    const { keys } = resolve('{"cart":" shopCart ","donations":"gifts"}')
    expect(keys).toMatchObject({ cart: 'shopCart', donations: 'gifts', skipDonation: 'skipDonation' })
  })

  it.each([
    ['{"cart":', 'storage-keys is not valid JSON; every storage key keeps its default'],
    ['["cart"]', 'storage-keys is not a JSON object; every storage key keeps its default'],
    ['"shopCart"', 'storage-keys is not a JSON object; every storage key keeps its default'],
    ['{"cart":""}', 'storage-keys: ignored "cart" (not a non-empty string); those keys keep their defaults'],
    [
      '{"cart":"  "}',
      'storage-keys: ignored "cart" (not a non-empty string); those keys keep their defaults',
    ],
    ['{"cart":42}', 'storage-keys: ignored "cart" (not a non-empty string); those keys keep their defaults'],
    [
      '{"cart":null}',
      'storage-keys: ignored "cart" (not a non-empty string); those keys keep their defaults',
    ],
    [
      '{"basket":"shopCart"}',
      'storage-keys: ignored "basket" (unknown name; known: cart, specialTickets, specialMerchandise, donations, ' +
        'skipDonation, language, pendingCapture, buyerDraft); those keys keep their defaults',
    ],
  ])('%s keeps the defaults and says why', (raw, problem) => {
    expect(resolve(raw)).toEqual({ keys: DEFAULT_STORAGE_KEYS, problem })
  })

  it('keep the valid names of a value that has invalid ones too', () => {
    const { keys, problem } = resolve('{"cart":"shopCart","donations":"","toString":"x"}')
    expect(keys).toEqual({ ...DEFAULT_STORAGE_KEYS, cart: 'shopCart' })
    expect(problem).toContain('"donations" (not a non-empty string)')
    expect(problem).toContain('"toString" (unknown name')
  })

  it('never let two names share a key: both overrides keep their defaults', () => {
    expect(resolve('{"cart":"shared","donations":"shared"}').keys).toEqual(DEFAULT_STORAGE_KEYS)
    const onDefault = resolve(`{"donations":"${DEFAULT_STORAGE_KEYS.language}"}`)
    expect(onDefault.keys).toEqual(DEFAULT_STORAGE_KEYS)
    expect(onDefault.problem).toContain(`"donations" (another name uses "${DEFAULT_STORAGE_KEYS.language}")`)
  })
})

describe('every reader and writer uses the keys it is given', () => {
  // Every name on a key of its own: museum.cart, museum.donations, …
  const keys = Object.fromEntries(STORAGE_KEY_NAMES.map((name) => [name, `museum.${name}`])) as Record<
    StorageKeyName,
    string
  >
  const untouchedDefaults = () =>
    STORAGE_KEY_NAMES.map((name) => localStorage.getItem(DEFAULT_STORAGE_KEYS[name]))

  it('donations and the skip flag', () => {
    addDonation({ value: 500, campaign_id: 1 }, keys)
    expect(setSkipDonation(keys)).toBe(true)
    expect(JSON.parse(localStorage.getItem('museum.donations') ?? 'null')).toEqual([
      { value: 500, campaign_id: 1 },
    ])
    expect(localStorage.getItem('museum.skipDonation')).toBe('true')
    expect([readDonations(keys).items, hasSkipDonation(keys)]).toEqual([
      [{ value: 500, campaign_id: 1 }],
      true,
    ])
    expect(readDonations(DEFAULT_STORAGE_KEYS).items).toEqual([])
    clearDonations(keys)
    expect(localStorage.getItem('museum.donations')).toBeNull()
    expect(untouchedDefaults().every((value) => value === null)).toBe(true)
  })

  it('the cart of both variants', () => {
    const line = { type: 'Ticket', attributes: { id: 1, quantity: 2 }, name: 'Eintritt', price_cents: 1200 }
    localStorage.setItem('museum.cart', JSON.stringify({ version: 1, items: [line] }))
    localStorage.setItem(
      'museum.specialTickets',
      JSON.stringify([{ id: 5, ticketTitle: 'Ticket', priceInCents: 800, count: 1 }]),
    )
    localStorage.setItem(
      'museum.specialMerchandise',
      JSON.stringify([{ id: 6, title: 'Poster', priceCents: 990, amount: 1 }]),
    )
    expect(readCart('default', keys).items.map((item) => item.totalCents)).toEqual([2400])
    expect(readCart('special', keys).items.map((item) => item.totalCents)).toEqual([800, 990])
    expect(readCart('default', DEFAULT_STORAGE_KEYS).items).toEqual([])
    clearCart('default', keys)
    clearCart('special', keys)
    expect(
      ['museum.cart', 'museum.specialTickets', 'museum.specialMerchandise'].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual([null, null, null])
  })

  it('the language', () => {
    localStorage.setItem('museum.language', 'en')
    expect(readStoredLanguage(keys.language)).toBe('en')
    expect(readStoredLanguage(DEFAULT_STORAGE_KEYS.language)).toBeNull()
  })
})
