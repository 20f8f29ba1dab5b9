import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createApiClient } from '../../../src/api/client'
import { HttpError, InvalidDataError, NetworkError, TimeoutError } from '../../../src/api/errors'
import { museumSchema } from '../../../src/api/schemas/listings'
import { knobs } from '../../msw/knobs'
import { requestLog, requestsTo } from '../../msw/requestLog'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'

const client = (timeoutMs?: number) =>
  createApiClient({ apiUrl: `${TEST_API_URL}/`, shopDomain: TEST_SHOP_DOMAIN, locale: 'en', timeoutMs })
const anything = z.unknown()

describe('api client', () => {
  afterEach(() => vi.useRealTimers())

  it('calls <api>/api/v4 with X-Shop-Url and the locale on every call, per_page=1000 on lists', async () => {
    await client().get('/shop', anything)
    await client().list('/museums', 'museums', museumSchema)
    expect(requestLog.map((r) => r.pathname)).toEqual(['/api/v4/shop', '/api/v4/museums'])
    for (const request of requestLog) {
      expect(request.headers['x-shop-url']).toBe(TEST_SHOP_DOMAIN)
      expect(request.query.locale).toEqual(['en'])
    }
    expect(requestsTo('/museums')[0]?.query.per_page).toEqual(['1000'])
  })

  it('follows the pages when the server caps per_page, so no list is silently truncated', async () => {
    const all = await client().list('/museums', 'museums', museumSchema)
    knobs.perPageCap = 1
    const paged = await client().list('/museums', 'museums', museumSchema)
    expect(paged).toEqual(all)
    expect(all.length).toBeGreaterThan(1)
    expect(requestsTo('/museums').map((r) => r.query.page?.[0])).toEqual([
      '1',
      ...all.map((_, i) => String(i + 1)),
    ])
  })

  it('drops a malformed list item, keeps the rest, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    knobs.failures.museums = 'wrongTypes'
    const museums = await client().list('/museums', 'museums', museumSchema)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/\/museums: left out \d+ invalid item/)
    for (const museum of museums) expect(museum.id).toEqual(expect.any(Number))
  })

  it('gives an empty result for a 204', async () => {
    knobs.failures.museums = 'empty204'
    knobs.failures.shop = 'empty204'
    await expect(client().list('/museums', 'museums', museumSchema)).resolves.toEqual([])
    await expect(client().request('/shop')).resolves.toBeNull()
  })

  it('turns a 500 into an HttpError with status and the server message', async () => {
    knobs.failures.shop = 'http500'
    const error = await client()
      .get('/shop', anything)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(500)
    expect((error as HttpError).message).toMatch(/^500 \S/)
  })

  it('turns malformed JSON into an InvalidDataError', async () => {
    knobs.failures.shop = 'malformed'
    await expect(client().get('/shop', anything)).rejects.toBeInstanceOf(InvalidDataError)
  })

  it("turns a network failure into a NetworkError whose message is 'Database error'", async () => {
    knobs.failures.shop = 'network'
    const error = await client()
      .get('/shop', anything)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as Error).message).toBe('Database error')
    // The console's line names the address, for the integrator: the visitor's sentence stays the message's.
    expect((error as NetworkError).hint).toMatch(/^the API cannot be reached at https?:\/\/\S+ \(network\)$/)
  })

  it('aborts a request that never answers after the timeout', async () => {
    knobs.failures.shop = 'timeout'
    const error = await client(50)
      .get('/shop', anything)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toBeInstanceOf(NetworkError)
  })

  it('leaves no timer running once a response has arrived', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await client().list('/museums', 'museums', museumSchema)
    await client().get('/shop', anything)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects a response that is not the expected shape with InvalidDataError', async () => {
    await expect(client().get('/shop', z.object({ missing: z.string() }))).rejects.toBeInstanceOf(
      InvalidDataError,
    )
  })
})
