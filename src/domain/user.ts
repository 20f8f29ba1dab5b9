/**
 * Who is shopping, read from the `auth_headers` cookie the shop writes on login (spec §3, §4).
 * The cookie holds tokens: nothing here logs its content, not even on failure.
 */
import * as z from 'zod/mini'
import { readCookie } from './cookies'
import { reportOnce } from './storage'
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

/** User state of spec §4. */
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
  expiry: z.union([
    z.number().check(z.int()),
    z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
  ]),
})

/**
 * The auth data in the cookie, or null when the cookie is missing, not JSON, the default empty list `[]`,
 * or of the wrong shape. Never throws.
 */
export function readAuthData(): AuthData | null {
  const text = readCookie(AUTH_COOKIE)
  if (text === undefined || text === '') return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    reportOnce(
      AUTH_COOKIE,
      'The auth_headers cookie is not valid JSON; treating the visitor as not logged in',
    )
    return null
  }
  // `[]` is what the shop writes when nobody is logged in: not a problem worth reporting.
  if (Array.isArray(json) && json.length === 0) return null
  const result = authDataSchema.safeParse(json)
  if (!result.success) {
    reportOnce(
      AUTH_COOKIE,
      'The auth_headers cookie has an unexpected shape; treating the visitor as not logged in',
    )
    return null
  }
  const data = result.data
  return { 'access-token': data['access-token'], client: data.client, uid: data.uid, expiry: data.expiry }
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** True when `uid` looks like an e-mail address; guests have uids that do not. */
export function isEmailShaped(uid: string): boolean {
  return EMAIL_SHAPE.test(uid)
}

/**
 * User state exactly as spec §4 defines it. `now` is in milliseconds (default `Date.now()`); the expiry is
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

/** The request headers for order creation (spec §6): Access-Token, Client, Uid — or {} without auth data. */
export function authHeaders(): Record<string, string> {
  const auth = readAuthData()
  if (!auth) return {}
  return { 'Access-Token': auth['access-token'], Client: auth.client, Uid: auth.uid }
}
