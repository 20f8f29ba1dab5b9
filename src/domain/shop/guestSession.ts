/**
 * A guest's session ends once the order has been shown, as the shop does it: the auth cookie gets the shop's own
 * "nobody" value. A logged-in customer stays logged in.
 */
import { writeCookie } from '../browser/cookies'
import { AUTH_COOKIE, getUserState, readAuthData } from './user'
import type { ShopType } from './urls'

/** `[]`: what the shop writes when nobody is logged in. */
const NOBODY = '[]'

/** Ends the session when the visitor bought as a guest; true when it did. */
export function endGuestSession(shopType: ShopType): boolean {
  const user = getUserState({ shopType })
  if (user.loggedIn || !user.guest || readAuthData() === null) return false
  return writeCookie(AUTH_COOKIE, NOBODY, { sameSite: 'lax', secure: window.location.protocol === 'https:' })
}
