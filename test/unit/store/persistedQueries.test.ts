import { describe, expect, it, vi } from 'vitest'
import { museumSchema } from '../../../src/api/schemas/listings'
import { shopResponseSchema } from '../../../src/api/schemas/shop'
import { QUERY_CACHE_PREFIX } from '../../../src/domain/shop/storageKeys'
import {
  PERSISTED_FORMAT,
  PERSISTED_MAX_CHARS,
  PERSISTED_MAX_ENTRIES,
  persistedQuery,
  readPersisted,
  writePersisted,
  type PersistScope,
} from '../../../src/store/persistedQueries'
import * as z from 'zod/mini'
import { museumsFixture } from '../../msw/fixtures/museums'
import { shopFixture } from '../../msw/fixtures/shop'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'

const SCOPE: PersistScope = { apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' }
const museums = z.array(museumSchema)
const museumsQuery = (scope: PersistScope = SCOPE) => persistedQuery(scope, 'listing:museums', museums)
const MUSEUMS = museums.parse(museumsFixture())
const T0 = 1_700_000_000_000

const ourKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(QUERY_CACHE_PREFIX))

describe('the request cache in browser storage', () => {
  it('keys an answer by format version, API address, shop domain, locale and resource', () => {
    const key = museumsQuery().storageKey
    expect(key).toBe(
      `${QUERY_CACHE_PREFIX}v${PERSISTED_FORMAT}|${TEST_API_URL}|${TEST_SHOP_DOMAIN}|de|listing:museums`,
    )
    const others = [
      museumsQuery({ ...SCOPE, locale: 'en' }),
      museumsQuery({ ...SCOPE, shopDomain: 'shop.other-museum.de' }),
      museumsQuery({ ...SCOPE, apiUrl: 'https://other-museum.gomus.de' }),
      persistedQuery(SCOPE, 'shop', shopResponseSchema),
    ].map((query) => query.storageKey)
    expect(new Set([key, ...others]).size).toBe(5)
  })

  it('gives back what was kept, with its fetch time, validated by the same schema', () => {
    writePersisted(museumsQuery(), MUSEUMS, T0)
    expect(readPersisted(museumsQuery(), T0 + 5)).toEqual({ data: MUSEUMS, fetchedAt: T0 })
    const shop = persistedQuery(SCOPE, 'shop', shopResponseSchema)
    const parsedShop = shopResponseSchema.parse(shopFixture())
    writePersisted(shop, parsedShop, T0)
    expect(readPersisted(shop, T0)?.data).toEqual(parsedShop)
  })

  it('never shows one shop, API or locale the answer of another', () => {
    writePersisted(museumsQuery(), MUSEUMS, T0)
    expect(readPersisted(museumsQuery({ ...SCOPE, locale: 'en' }), T0)).toBeNull()
    expect(readPersisted(museumsQuery({ ...SCOPE, shopDomain: 'shop.other-museum.de' }), T0)).toBeNull()
    // An entry copied from another locale's key is not ours either.
    const english = museumsQuery({ ...SCOPE, locale: 'en' }).storageKey
    writePersisted(museumsQuery({ ...SCOPE, locale: 'en' }), MUSEUMS, T0)
    localStorage.setItem(museumsQuery().storageKey, localStorage.getItem(english) ?? '')
    expect(readPersisted(museumsQuery(), T0)).toBeNull()
  })

  it.each([
    ['not JSON', '{"at":'],
    ['not an object', '"museums"'],
    ['of another format version', 'next-format'],
    ['a fetch time ahead of the clock', 'future'],
    ['data of an old shape', 'old-shape'],
  ])('ignores an entry that is %s, and overwrites it with the next answer', (_, text) => {
    const query = museumsQuery()
    writePersisted(query, MUSEUMS, T0)
    const entry = JSON.parse(localStorage.getItem(query.storageKey) ?? '{}') as Record<string, unknown>
    const edits: Record<string, object> = {
      future: { ...entry, at: T0 + 60_000 },
      'old-shape': { ...entry, data: [{ museum_id: 'seven' }] },
      'next-format': {
        ...entry,
        key: query.storageKey.replace(`v${PERSISTED_FORMAT}|`, `v${PERSISTED_FORMAT + 1}|`),
      },
    }
    const stored = text in edits ? JSON.stringify(edits[text]) : text
    localStorage.setItem(query.storageKey, stored)
    expect(readPersisted(query, T0)).toBeNull()
    writePersisted(query, MUSEUMS, T0 + 1)
    expect(readPersisted(query, T0 + 1)).toEqual({ data: MUSEUMS, fetchedAt: T0 + 1 })
  })

  it(`keeps at most ${PERSISTED_MAX_ENTRIES} entries, evicting the oldest first`, () => {
    const locales = Array.from({ length: PERSISTED_MAX_ENTRIES + 2 }, (_, index) => `l${index}`)
    locales.forEach((locale, index) =>
      writePersisted(museumsQuery({ ...SCOPE, locale }), MUSEUMS, T0 + index),
    )
    const now = T0 + locales.length
    expect(ourKeys()).toHaveLength(PERSISTED_MAX_ENTRIES)
    expect(readPersisted(museumsQuery({ ...SCOPE, locale: 'l0' }), now)).toBeNull()
    expect(readPersisted(museumsQuery({ ...SCOPE, locale: 'l1' }), now)).toBeNull()
    expect(readPersisted(museumsQuery({ ...SCOPE, locale: 'l2' }), now)).not.toBeNull()
    expect(readPersisted(museumsQuery({ ...SCOPE, locale: 'l25' }), now)).not.toBeNull()
  })

  it(`keeps at most ${PERSISTED_MAX_CHARS} characters, evicting the oldest first; a bigger answer is not kept`, () => {
    const big = (size: number) => [{ id: 1, title: 'x'.repeat(size) }]
    const third = Math.floor(PERSISTED_MAX_CHARS / 3)
    writePersisted(museumsQuery({ ...SCOPE, locale: 'a' }), big(third), T0)
    writePersisted(museumsQuery({ ...SCOPE, locale: 'b' }), big(third), T0 + 1)
    writePersisted(museumsQuery({ ...SCOPE, locale: 'c' }), big(third), T0 + 2)
    expect(readPersisted(museumsQuery({ ...SCOPE, locale: 'a' }), T0 + 3)).toBeNull()
    expect(readPersisted(museumsQuery({ ...SCOPE, locale: 'b' }), T0 + 3)).not.toBeNull()
    const total = ourKeys().reduce(
      (sum, key) => sum + key.length + (localStorage.getItem(key)?.length ?? 0),
      0,
    )
    expect(total).toBeLessThanOrEqual(PERSISTED_MAX_CHARS)

    writePersisted(museumsQuery(), MUSEUMS, T0)
    writePersisted(museumsQuery(), big(PERSISTED_MAX_CHARS), T0 + 3)
    expect(readPersisted(museumsQuery(), T0 + 3)).toBeNull()
  })

  it("drops entries of older formats on the next write and never touches the site's own keys", () => {
    localStorage.setItem(`${QUERY_CACHE_PREFIX}v0|${TEST_API_URL}|x|de|shop`, '{"old":true}')
    localStorage.setItem('cartItems', '[]')
    writePersisted(museumsQuery(), MUSEUMS, T0)
    expect(ourKeys()).toEqual([museumsQuery().storageKey])
    expect(localStorage.getItem('cartItems')).toBe('[]')
  })

  it('survives storage that is full or blocked: nothing thrown, one console line at most', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    writePersisted(museumsQuery(), MUSEUMS, T0)
    writePersisted(museumsQuery({ ...SCOPE, locale: 'en' }), MUSEUMS, T0)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/cached for this page only/)
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    expect(readPersisted(museumsQuery(), T0)).toBeNull()
    expect(() => writePersisted(museumsQuery(), MUSEUMS, T0)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
