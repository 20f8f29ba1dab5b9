import { describe, expect, it, vi } from 'vitest'
import { resetPage } from '../../../src/page/pageState'
import { isEmailShaped } from '../../../src/domain/values/emailShape'
import { authHeaders, getUserState, readAuthData } from '../../../src/domain/shop/user'

// now = 2027-01-15T08:00:00.500Z; the cookie's expiry is in epoch seconds.
const NOW_MS = 1_800_000_000_500
const NOW_S = 1_800_000_000

/** The auth_headers cookie as the shop writes it after a devise_token_auth login. */
const member = {
  'access-token': 'tok-5e3bd0a1c9',
  'token-type': 'Bearer',
  client: 'cli-7Qh2',
  uid: 'visitor@example.org',
  expiry: NOW_S + 3600,
}

function setAuthCookie(raw: string) {
  document.cookie = `auth_headers=${encodeURIComponent(raw)}; path=/`
}

const setAuth = (data: unknown) => setAuthCookie(JSON.stringify(data))
const state = (now = NOW_MS) => getUserState({ shopType: 'hash', now })

describe('readAuthData', () => {
  it('reads the cookie, ignoring unknown fields', () => {
    setAuth(member)
    expect(readAuthData()).toEqual({
      'access-token': 'tok-5e3bd0a1c9',
      client: 'cli-7Qh2',
      uid: 'visitor@example.org',
      expiry: NOW_S + 3600,
    })
  })

  it('accepts the expiry as a digit string', () => {
    setAuth({ ...member, expiry: '1800003600' })
    expect(readAuthData()?.expiry).toBe(1800003600)
  })

  it.each([
    ['missing', null],
    ['the default empty list', '[]'],
    ['not JSON', '{access-token: tok'],
    ['empty', ''],
    ['a JSON string', '"tok"'],
    ['null', 'null'],
    ['a non-empty list', JSON.stringify([member])],
    ['without uid', JSON.stringify({ ...member, uid: undefined })],
    ['with a numeric access-token', JSON.stringify({ ...member, 'access-token': 42 })],
    ['with a non-numeric expiry', JSON.stringify({ ...member, expiry: 'tomorrow' })],
    ['with a fractional expiry', JSON.stringify({ ...member, expiry: 1.5 })],
  ])('gives null when the cookie is %s', (_case, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    if (raw !== null) setAuthCookie(raw)
    expect(readAuthData()).toBeNull()
  })

  it('never writes tokens to the console', () => {
    const calls: unknown[] = []
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => calls.push(...args))
    }
    setAuth({ ...member, expiry: 'soon' })
    readAuthData()
    resetPage()
    setAuthCookie(`{"access-token":"${member['access-token']}",`)
    readAuthData()
    expect(calls).toHaveLength(2)
    expect(JSON.stringify(calls.map(String))).not.toContain(member['access-token'])
  })
})

describe('isEmailShaped', () => {
  it.each(['visitor@example.org', 'a.b+c@museum.gomus.de'])('%s is e-mail-shaped', (uid) => {
    expect(isEmailShaped(uid)).toBe(true)
  })

  it.each(['', 'guest-4f1c2a', 'visitor@localhost', '@example.org', 'a b@example.org', 'visitor@'])(
    '"%s" is not',
    (uid) => {
      expect(isEmailShaped(uid)).toBe(false)
    },
  )
})

describe('getUserState', () => {
  it('is logged in with a token, a future expiry and an e-mail uid', () => {
    setAuth(member)
    expect(state()).toEqual({ loggedIn: true, guest: false, authenticated: true })
  })

  it('compares the expiry in whole seconds: the current second still counts', () => {
    setAuth({ ...member, expiry: NOW_S })
    expect(state(NOW_S * 1000 + 999).loggedIn).toBe(true)
    expect(state((NOW_S + 1) * 1000).loggedIn).toBe(false)
  })

  it('works with the expiry stored as a string', () => {
    setAuth({ ...member, expiry: String(NOW_S + 60) })
    expect(state().loggedIn).toBe(true)
  })

  it('is neither logged in nor guest when an e-mail uid has expired', () => {
    setAuth({ ...member, expiry: NOW_S - 1 })
    expect(state()).toEqual({ loggedIn: false, guest: false, authenticated: false })
  })

  it('is not logged in without an access-token', () => {
    setAuth({ ...member, 'access-token': '' })
    expect(state()).toEqual({ loggedIn: false, guest: false, authenticated: false })
  })

  it('is a guest when the uid is not e-mail-shaped, even with a valid token', () => {
    setAuth({ ...member, uid: 'guest-4f1c2a' })
    expect(state()).toEqual({ loggedIn: false, guest: true, authenticated: true })
  })

  it.each([
    ['missing', null],
    ['the default empty list', '[]'],
    ['corrupt', 'not json'],
  ])('is a guest when the cookie is %s', (_case, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    if (raw !== null) setAuthCookie(raw)
    expect(state()).toEqual({ loggedIn: false, guest: true, authenticated: true })
  })

  it('uses the current time when none is given', () => {
    setAuth({ ...member, expiry: Math.floor(Date.now() / 1000) + 600 })
    expect(getUserState({ shopType: 'hash' }).loggedIn).toBe(true)
    setAuth({ ...member, expiry: Math.floor(Date.now() / 1000) - 600 })
    expect(getUserState({ shopType: 'hash' }).loggedIn).toBe(false)
  })

  it('has no logged-in or guest checks in the second shop type', () => {
    setAuth(member)
    expect(getUserState({ shopType: 'second', now: NOW_MS })).toEqual({
      loggedIn: false,
      guest: false,
      authenticated: false,
    })
    setAuth({ ...member, uid: 'guest-4f1c2a' })
    expect(getUserState({ shopType: 'second', now: NOW_MS }).guest).toBe(false)
  })
})

describe('authHeaders', () => {
  it('builds the order request headers from the cookie', () => {
    setAuth(member)
    expect(authHeaders()).toEqual({
      'Access-Token': 'tok-5e3bd0a1c9',
      Client: 'cli-7Qh2',
      Uid: 'visitor@example.org',
    })
  })

  it('gives no headers without usable auth data', () => {
    expect(authHeaders()).toEqual({})
    setAuthCookie('[]')
    expect(authHeaders()).toEqual({})
  })
})
