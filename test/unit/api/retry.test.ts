import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createApiClient } from '../../../src/api/client'
import { HttpError, PaymentError } from '../../../src/api/errors'
import { MAX_RETRY_AFTER_MS, retryDelayMs } from '../../../src/api/retry'
import { museumSchema } from '../../../src/api/schemas/listings'
import { createOrder } from '../../../src/services/orders'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { knobs } from '../../msw/knobs'
import { requestsTo } from '../../msw/requestLog'
import { validOrderRequest } from '../msw/callFakeApi'

const client = () => createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })
const NOW = Date.parse('2026-05-30T10:00:00Z')

describe('retryDelayMs: how long Retry-After asks us to wait', () => {
  it.each([
    [429, '0', 0],
    [429, '2', 2000],
    [503, ' 5 ', 5000],
    [503, 'Sat, 30 May 2026 10:00:03 GMT', 3000],
    [429, 'Sat, 30 May 2026 09:59:00 GMT', 0],
  ])('%i with Retry-After "%s": %i ms', (status, header, ms) => {
    expect(retryDelayMs(status, header, NOW)).toBe(ms)
  })

  it.each([
    ['another status', 500, '1'],
    ['no header', 429, null],
    ['a wait beyond the bound', 429, String(MAX_RETRY_AFTER_MS / 1000 + 1)],
    ['a date beyond the bound', 503, 'Sat, 30 May 2026 10:01:00 GMT'],
    ['a fraction', 429, '1.5'],
    ['a negative number', 429, '-1'],
    ['garbage', 503, 'soon'],
  ])('null (no retry) for %s', (_case, status, header) => {
    expect(retryDelayMs(status, header, NOW)).toBeNull()
  })
})

describe('a GET answered 429 or 503 with Retry-After', () => {
  afterEach(() => vi.useRealTimers())

  it('waits as asked, retries once and succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    knobs.busy = { status: 429, retryAfter: '1', times: 1 }
    const museums = client().list('/museums', 'museums', museumSchema)
    await vi.advanceTimersByTimeAsync(999)
    expect(requestsTo('/api/v4/museums')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect((await museums).length).toBeGreaterThan(0)
    expect(requestsTo('/api/v4/museums')).toHaveLength(2)
  })

  it('fails after the second busy answer, as any other error status', async () => {
    knobs.busy = { status: 503, retryAfter: '0', times: 2 }
    const error = await client()
      .get('/shop', z.unknown())
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).message).toBe('503 Service Unavailable')
    expect(requestsTo('/api/v4/shop')).toHaveLength(2)
  })

  it('fails at once when the wait is longer than the bound, or not given', async () => {
    knobs.busy = { status: 429, retryAfter: '60', times: 1 }
    await expect(client().get('/shop', z.unknown())).rejects.toBeInstanceOf(HttpError)
    knobs.busy = { status: 503, retryAfter: '', times: 1 }
    await expect(client().request('/tours')).rejects.toBeInstanceOf(HttpError)
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
    expect(requestsTo('/api/v4/tours')).toHaveLength(1)
  })

  it('never retries a POST: an order is sent once', async () => {
    knobs.busy = { status: 429, retryAfter: '0', times: 1 }
    const error = await createOrder(client(), validOrderRequest(), {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentError)
    expect((error as Error).message).toBe('Too Many Requests')
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
  })

  it('leaves no timer behind, whether the retry succeeds or fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    knobs.busy = { status: 429, retryAfter: '0', times: 1 }
    await client().get('/shop', z.unknown())
    knobs.busy = { status: 503, retryAfter: '0', times: 3 }
    await client()
      .request('/tours')
      .catch(() => undefined)
    expect(vi.getTimerCount()).toBe(0)
  })
})
