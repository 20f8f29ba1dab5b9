import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import {
  APPLE_PAY_ASSOCIATION_PATH,
  checkApi,
  checkApplePayDomain,
} from '../../../src/services/diagnostics/networkChecks'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { knobs } from '../../msw/knobs'
import { server } from '../../msw/server'

const client = () => createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })
const SHOP_URL = `${TEST_API_URL}/api/v4/shop?locale=de`
const PAGE_ORIGIN = 'https://museum.example'

describe('self-diagnosis: the API check', () => {
  it('passes when GET /shop answers, and says which per_page the server insisted on', async () => {
    expect(await checkApi(client(), 25)).toEqual({
      ok: true,
      summary: `answered; X-Shop-Url ${TEST_SHOP_DOMAIN} accepted; lists are capped at per_page=25`,
      url: SHOP_URL,
      status: 200,
      cors: 'ok',
      shopUrlAccepted: true,
      perPageAllowed: 25,
    })
  })

  it('reads a 4xx answer as a shop domain the server does not serve', async () => {
    server.use(
      http.get(`${TEST_API_URL}/api/v4/shop`, () => HttpResponse.json({ error: 'no shop' }, { status: 404 })),
    )
    expect(await checkApi(client(), null)).toEqual({
      ok: false,
      summary: `answered 404 to GET /shop: is X-Shop-Url ${TEST_SHOP_DOMAIN} the shop's domain?`,
      url: SHOP_URL,
      status: 404,
      cors: 'ok',
      shopUrlAccepted: false,
      perPageAllowed: null,
    })
  })

  it('leaves the shop domain open on a server error', async () => {
    knobs.failures.shop = 'http500'
    expect(await checkApi(client(), null)).toMatchObject({ ok: false, status: 500, shopUrlAccepted: null })
  })

  it('tells an unreachable API from one that refuses this origin (CORS)', async () => {
    knobs.failures.shop = 'network'
    expect(await checkApi(client(), null)).toMatchObject({ ok: false, status: null, cors: 'unreachable' })
    // The CORS request fails, the same address asked without CORS answers (opaquely): CORS is the cause.
    let asked = 0
    server.use(
      http.get(`${TEST_API_URL}/api/v4/shop`, () =>
        asked++ === 0 ? HttpResponse.error() : new HttpResponse(null),
      ),
    )
    knobs.failures = {}
    expect(await checkApi(client(), null)).toMatchObject({ ok: false, status: null, cors: 'blocked' })
  })
})

describe("self-diagnosis: Apple Pay's domain file", () => {
  const url = `${PAGE_ORIGIN}${APPLE_PAY_ASSOCIATION_PATH}`
  const serve = (response: () => Response) => server.use(http.head(url, response))

  it('is reachable when the origin serves it', async () => {
    serve(() => new HttpResponse('file', { headers: { 'Content-Type': 'application/octet-stream' } }))
    expect(await checkApplePayDomain(PAGE_ORIGIN)).toEqual({
      ok: true,
      summary: `${url} is reachable`,
      url,
      status: 200,
    })
  })

  it('is missing on a 404, and an HTML catch-all page is not the file', async () => {
    serve(() => new HttpResponse(null, { status: 404 }))
    expect(await checkApplePayDomain(PAGE_ORIGIN)).toMatchObject({ ok: false, status: 404 })
    serve(() => new HttpResponse('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }))
    expect(await checkApplePayDomain(PAGE_ORIGIN)).toEqual({
      ok: false,
      summary: `${url} answered 200 with an HTML page: Apple Pay cannot verify this domain`,
      url,
      status: 200,
    })
  })
})
