import { describe, expect, it } from 'vitest'
import { EXPOSED_HEADERS, ROTATED_AUTH } from '../../msw/apiRoute'
import { knobs } from '../../msw/knobs'
import { callFakeApi, validOrderRequest } from './callFakeApi'

const LOGIN = { 'access-token': 'tok-1', client: 'cl-1', uid: 'erika@example.org' }

describe('fake v4 API: what a real server may answer', () => {
  it('lets a cross-origin page read the renewal headers and Retry-After', async () => {
    const response = await callFakeApi('/shop')
    expect(response.headers.get('access-control-expose-headers')).toBe(EXPOSED_HEADERS)
    expect(EXPOSED_HEADERS.split(', ')).toEqual(
      expect.arrayContaining(['access-token', 'client', 'uid', 'expiry', 'Retry-After']),
    )
  })

  it('answers busy with Retry-After the first `times` requests per path, then normally', async () => {
    knobs.busy = { status: 429, retryAfter: '2', times: 2 }
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await callFakeApi('/museums')
      statuses.push(response.status)
      if (response.status === 429) expect(response.headers.get('retry-after')).toBe('2')
    }
    expect(statuses).toEqual([429, 429, 200])
    expect((await callFakeApi('/tours')).status).toBe(429)
  })

  it('refuses per_page above the documented cap instead of capping it: 25 anonymous, 100 logged in', async () => {
    knobs.rejectPerPage = 422
    const refused = await callFakeApi('/museums', { query: { per_page: '1000' } })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ errors: { per_page: ['must be less than or equal to 25'] } })
    expect((await callFakeApi('/museums', { query: { per_page: '25' } })).status).toBe(200)
    expect((await callFakeApi('/museums', { query: { per_page: '26' } })).status).toBe(422)
    expect((await callFakeApi('/museums', { query: { per_page: '100' }, headers: LOGIN })).status).toBe(200)
    expect((await callFakeApi('/museums', { query: { per_page: '101' }, headers: LOGIN })).status).toBe(422)
    knobs.rejectPerPage = 400
    expect((await callFakeApi('/museums', { query: { per_page: '1000' } })).status).toBe(400)
  })

  it('renews the login of an authenticated caller, and only of one', async () => {
    knobs.rotateAuth = 'renew'
    const order = { method: 'POST' as const, body: validOrderRequest() }
    const renewed = await callFakeApi('/orders', { ...order, headers: LOGIN })
    expect(renewed.status).toBe(201)
    expect(
      Object.fromEntries(['access-token', 'client', 'uid', 'expiry'].map((h) => [h, renewed.headers.get(h)])),
    ).toEqual({ ...ROTATED_AUTH, uid: LOGIN.uid })
    const anonymous = await callFakeApi('/orders', order)
    expect(anonymous.headers.get('access-token')).toBeNull()
    knobs.rotateAuth = 'blank'
    const blank = await callFakeApi('/orders', { ...order, headers: LOGIN })
    expect(blank.headers.get('access-token')).toBe('')
    expect(blank.headers.get('client')).toBe(ROTATED_AUTH.client)
  })

  it.each([
    ['error', 'application/json', '{"error":"Sold out"}'],
    ['rails-field', 'application/json', '{"errors":{"order":["Sold out"]}}'],
    ['rails-list', 'application/json', '{"errors":["Sold out"]}'],
    ['message', 'application/json', '{"message":"Sold out"}'],
    ['text', 'text/plain', 'Sold out'],
    ['html', 'text/html', '<title>Sold out</title>'],
    ['empty', null, ''],
  ] as const)('sends an order refusal as a %s body', async (shape, contentType, body) => {
    knobs.errorBody = shape
    knobs.orderError = 'Sold out'
    const response = await callFakeApi('/orders', { method: 'POST', body: validOrderRequest() })
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type') ?? null).toSatisfy((type: string | null) =>
      contentType === null ? type === null : type?.startsWith(contentType) === true,
    )
    expect(await response.text()).toContain(body)
  })
})
