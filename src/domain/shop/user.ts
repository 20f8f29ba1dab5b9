/**
 * Who is shopping, read from the `auth_headers` cookie the shop writes on login.
 * The cookie holds tokens: nothing here logs its content, not even on failure.
 */
import * as z from 'zod/mini'
import { firstOf } from '../values/firstOf'
import { readCookie, writeCookie } from '../browser/cookies'
import { logOnce } from '../../page/logOnce'
import { isEmailShaped } from '../values/emailShape'
import type { ShopType } from './urls'

/** Name of the cookie holding the devise_token_auth headers. */
export const AUTH_COOKIE = 'auth_headers'

/** Authentication data of the shop session. `expiry` is in epoch seconds. */
export interface AuthData {
  'access-token': string
  client: string
  uid: string
  expiry: number
}

/** The visitor's user state. */
export interface UserState {
  loggedIn: boolean
  guest: boolean
  /** Logged in or guest. */
  authenticated: boolean
}

const authDataSchema = z.looseObject({
  'access-token': z.string(),
  client: z.string(),
  uid: z.string(),
  // devise_token_auth sends expiry as a header, so the cookie often holds it as a digit string.
  expiry: firstOf([
    z.number().check(z.int()),
    z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
  ]),
})

/** The cookie's JSON as stored (other fields and the expiry's type kept) and its auth data, or null. Never throws. */
function readAuthCookie(): { stored: Record<string, unknown>; auth: AuthData } | null {
  const text = readCookie(AUTH_COOKIE)
  if (text === undefined || text === '') return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    logOnce(AUTH_COOKIE, 'The auth_headers cookie is not valid JSON; treating the visitor as not logged in')
    return null
  }
  // `[]` is what the shop writes when nobody is logged in: not a problem worth reporting.
  if (Array.isArray(json) && json.length === 0) return null
  const result = authDataSchema.safeParse(json)
  if (!result.success) {
    logOnce(
      AUTH_COOKIE,
      'The auth_headers cookie has an unexpected shape; treating the visitor as not logged in',
    )
    return null
  }
  const data = result.data
  return {
    stored: json as Record<string, unknown>,
    auth: { 'access-token': data['access-token'], client: data.client, uid: data.uid, expiry: data.expiry },
  }
}

/**
 * The auth data in the cookie, or null when the cookie is missing, not JSON, the default empty list `[]`,
 * or of the wrong shape. Never throws.
 */
export function readAuthData(): AuthData | null {
  return readAuthCookie()?.auth ?? null
}

/**
 * The visitor's user state, from the auth cookie. `now` is in milliseconds (default `Date.now()`); the expiry is
 * compared in whole seconds. In the second shop type the checks are not implemented: all flags are false.
 */
export function getUserState(options: { shopType: ShopType; now?: number }): UserState {
  if (options.shopType === 'second') return { loggedIn: false, guest: false, authenticated: false }
  const auth = readAuthData()
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000)
  const loggedIn =
    auth !== null && auth['access-token'] !== '' && auth.expiry >= nowSeconds && isEmailShaped(auth.uid)
  const guest = !loggedIn && (auth === null || !isEmailShaped(auth.uid))
  return { loggedIn, guest, authenticated: loggedIn || guest }
}

/** The request headers for order creation: Access-Token, Client, Uid — or {} without auth data. */
export function authHeaders(): Record<string, string> {
  const auth = readAuthData()
  if (!auth) return {}
  return { 'Access-Token': auth['access-token'], Client: auth.client, Uid: auth.uid }
}

/** The response headers of devise_token_auth that renew a login, by their cookie field. */
const RENEWED_FIELDS = ['access-token', 'client', 'uid', 'expiry'] as const

/**
 * Keeps a login the server renewed. devise_token_auth may answer an authenticated request with a new `access-token`
 * (plus `client`, `uid`, `expiry`) and stop accepting the old one soon after; the shop would then find its visitor
 * logged out. The renewed values are written back to the cookie in the shop's own format: its other fields stay, and
 * `expiry` keeps its type. Nothing happens without a login in the cookie, or when the access-token header is missing
 * or blank (devise sends that when it does not renew). Returns whether the cookie was written. Never logs a value.
 */
export function keepRenewedLogin(headers: Pick<Headers, 'get'>): boolean {
  if (!headers.get('access-token')?.trim()) return false
  const current = readAuthCookie()
  if (!current) return false
  const next: Record<string, unknown> = { ...current.stored }
  for (const field of RENEWED_FIELDS) {
    const value = headers.get(field)?.trim()
    if (!value) continue
    if (field !== 'expiry') next[field] = value
    else if (/^\d+$/.test(value))
      next.expiry = typeof current.stored.expiry === 'number' ? Number(value) : value
  }
  const expiresAt = new Date(Number(next.expiry) * 1000)
  const written = writeCookie(AUTH_COOKIE, JSON.stringify(next), {
    // A persistent cookie as long as the token lasts; a session cookie when that is unknown or over.
    expires: expiresAt.getTime() > Date.now() ? expiresAt : undefined,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  })
  if (!written) logOnce(AUTH_COOKIE, 'The renewed login could not be stored in the auth_headers cookie')
  return written
}
