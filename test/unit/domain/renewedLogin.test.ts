import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { AUTH_COOKIE, getUserState, keepRenewedLogin, readAuthData } from '../../../src/domain/shop/user'
import { createOrder } from '../../../src/services/orders'
import { apiClientFor } from '../../../src/store/apiQuery'
import { testConfig } from '../../helpers/config'
import { ROTATED_AUTH } from '../../msw/apiRoute'
import { knobs } from '../../msw/knobs'
import { server } from '../../msw/server'
import { validOrderRequest } from '../msw/callFakeApi'

const LOGIN = {
  'access-token': 'tok-old',
  'token-type': 'Bearer',
  client: 'client-old',
  uid: 'erika@example.org',
  expiry: 4102444800,
}

function setAuthCookie(value: unknown): void {
  document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; path=/`
}

function storedCookie(): unknown {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${AUTH_COOKIE}=`))
  return entry === undefined ? undefined : JSON.parse(decodeURIComponent(entry.slice(AUTH_COOKIE.length + 1)))
}

const renewal = (fields: Record<string, string>) => new Headers(fields)
const RENEWED = { 'access-token': 'tok-new', client: 'client-new', uid: LOGIN.uid, expiry: '4102444900' }

describe('keepRenewedLogin: a login devise_token_auth renewed is written back to the cookie', () => {
  it('replaces token, client, uid and expiry, keeps the other fields and the expiry’s type', () => {
    setAuthCookie(LOGIN)
    expect(keepRenewedLogin(renewal(RENEWED))).toBe(true)
    expect(storedCookie()).toEqual({
      ...LOGIN,
      'access-token': 'tok-new',
      client: 'client-new',
      expiry: 4102444900,
    })
    expect(getUserState({ shopType: 'hash' }).loggedIn).toBe(true)
    setAuthCookie({ ...LOGIN, expiry: '4102444800' })
    keepRenewedLogin(renewal(RENEWED))
    expect(storedCookie()).toMatchObject({ 'access-token': 'tok-new', expiry: '4102444900' })
  })

  it('writes path=/, SameSite=Lax, no domain, and expires with the token', () => {
    setAuthCookie(LOGIN)
    const written = vi.spyOn(Document.prototype, 'cookie', 'set')
    keepRenewedLogin(renewal(RENEWED))
    const cookie = written.mock.calls[0]?.[0] ?? ''
    expect(cookie).toMatch(/^auth_headers=/)
    expect(cookie).toMatch(/; path=\//)
    expect(cookie).toMatch(/; sameSite=lax/i)
    expect(cookie).toContain(`; expires=${new Date(4102444900 * 1000).toUTCString()}`)
    expect(cookie).not.toMatch(/domain=/i)
  })

  it('keeps what the answer leaves out or sends unreadable', () => {
    setAuthCookie(LOGIN)
    keepRenewedLogin(renewal({ 'access-token': 'tok-new', client: ' ', expiry: 'tomorrow' }))
    expect(readAuthData()).toEqual({ ...RENEWED, client: 'client-old', expiry: LOGIN.expiry })
  })

  it.each([
    ['a blank access-token (devise did not renew)', { ...RENEWED, 'access-token': '  ' }],
    ['no access-token', { client: 'client-new', uid: LOGIN.uid, expiry: '4102444900' }],
  ])('changes nothing on %s', (_case, fields) => {
    setAuthCookie(LOGIN)
    const before = document.cookie
    expect(keepRenewedLogin(renewal(fields))).toBe(false)
    expect(document.cookie).toBe(before)
  })

  it.each([
    ['no cookie', undefined],
    ['the empty list of a logged-out shop', []],
    ['a cookie of another shape', { token: 'x' }],
  ])('logs nobody in who was not: %s', (_case, value) => {
    if (value !== undefined) setAuthCookie(value)
    const before = document.cookie
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(keepRenewedLogin(renewal(RENEWED))).toBe(false)
    expect(document.cookie).toBe(before)
  })
})

describe('order creation keeps the renewed login', () => {
  const client = () => apiClientFor(testConfig())
  const authHeaders = { 'Access-Token': LOGIN['access-token'], Client: LOGIN.client, Uid: LOGIN.uid }

  it.each([
    ['a created order', null],
    ['a refused order', 'Ausverkauft'],
  ])('after %s', async (_case, orderError) => {
    setAuthCookie(LOGIN)
    knobs.rotateAuth = 'renew'
    knobs.orderError = orderError
    await createOrder(client(), validOrderRequest(), authHeaders).catch(() => undefined)
    expect(readAuthData()).toEqual({ ...ROTATED_AUTH, uid: LOGIN.uid, expiry: Number(ROTATED_AUTH.expiry) })
  })

  it('not when the server sends a blank token', async () => {
    setAuthCookie(LOGIN)
    const before = document.cookie
    knobs.rotateAuth = 'blank'
    await createOrder(client(), validOrderRequest(), authHeaders)
    expect(document.cookie).toBe(before)
  })

  it('not from an order sent without the login, whatever the answer carries', async () => {
    setAuthCookie(LOGIN)
    const before = document.cookie
    server.use(
      http.post('*/api/v4/orders', () =>
        HttpResponse.json(
          { order: { token: 'ord_1' }, meta: { payment_result: { id: 'PAYPAL-1' } } },
          { status: 201, headers: RENEWED },
        ),
      ),
    )
    await createOrder(client(), validOrderRequest(), {})
    expect(document.cookie).toBe(before)
    await createOrder(client(), validOrderRequest(), authHeaders)
    expect(readAuthData()).toMatchObject({ 'access-token': 'tok-new' })
  })

  it('also from an answer whose body is unusable', async () => {
    setAuthCookie(LOGIN)
    server.use(
      http.post('*/api/v4/orders', () => new HttpResponse('{"order": {', { status: 201, headers: RENEWED })),
    )
    await expect(createOrder(client(), validOrderRequest(), authHeaders)).rejects.toThrow('Invalid data')
    expect(readAuthData()).toMatchObject({ 'access-token': 'tok-new' })
  })
})
