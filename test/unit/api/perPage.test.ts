import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { HttpError } from '../../../src/api/errors'
import { ANONYMOUS_PER_PAGE } from '../../../src/api/paging'
import { museumSchema, tourSchema } from '../../../src/api/schemas/listings'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { PER_PAGE_CAPS } from '../../msw/apiRoute'
import { knobs } from '../../msw/knobs'
import { requestLog, requestsTo } from '../../msw/requestLog'

const client = (apiUrl = TEST_API_URL, locale = 'de') =>
  createApiClient({ apiUrl, shopDomain: TEST_SHOP_DOMAIN, locale })
const perPages = (path: string) => requestsTo(path).map((request) => request.query.per_page?.[0])

describe('a server that refuses per_page=1000 instead of capping it', () => {
  it('the anonymous cap is the documented one', () => {
    expect(ANONYMOUS_PER_PAGE).toBe(PER_PAGE_CAPS.anonymous)
  })

  it.each([400, 422] as const)('answering %i: the list is asked again with the cap, once', async (status) => {
    const whole = await client().list('/museums', 'museums', museumSchema)
    requestLog.length = 0
    knobs.rejectPerPage = status
    await expect(client().list('/museums', 'museums', museumSchema)).resolves.toEqual(whole)
    expect(whole.length).toBeGreaterThan(0)
    expect(perPages('/museums')).toEqual(['1000', String(ANONYMOUS_PER_PAGE)])
  })

  it('the cap is remembered for the page: later lists, on any client of that API, use it at once', async () => {
    knobs.rejectPerPage = 422
    await client().list('/museums', 'museums', museumSchema)
    await client(TEST_API_URL, 'en').list('/tours', 'tours', tourSchema)
    await client().list('/museums', 'museums', museumSchema)
    expect(perPages('/museums')).toEqual(['1000', '25', '25'])
    expect(perPages('/tours')).toEqual(['25'])
  })

  it('another API keeps asking for 1000', async () => {
    knobs.rejectPerPage = 422
    await client().list('/museums', 'museums', museumSchema)
    knobs.rejectPerPage = null
    await client('https://other-museum.gomus.de').list('/museums', 'museums', museumSchema)
    expect(perPages('/museums')).toEqual(['1000', '25', '1000'])
  })

  it('still follows every page behind the cap', async () => {
    knobs.rejectPerPage = 422
    knobs.perPageCap = 1
    const museums = await client().list('/museums', 'museums', museumSchema)
    expect(museums.length).toBeGreaterThan(1)
    expect(requestsTo('/museums').map((r) => r.query.page?.[0])).toEqual([
      '1',
      ...museums.map((_, i) => String(i + 1)),
    ])
  })

  it('a refusal of the cap too is the list’s error, and nothing is remembered', async () => {
    knobs.failures.museums = 'http500'
    knobs.rejectPerPage = 422
    const error = await client()
      .list('/museums', 'museums', museumSchema)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(500)
    knobs.failures = {}
    knobs.rejectPerPage = null
    await client().list('/museums', 'museums', museumSchema)
    expect(perPages('/museums')).toEqual(['1000', '25', '1000'])
  })

  it('other errors are not retried', async () => {
    knobs.failures.museums = 'http500'
    await expect(client().list('/museums', 'museums', museumSchema)).rejects.toBeInstanceOf(HttpError)
    expect(perPages('/museums')).toEqual(['1000'])
  })
})
