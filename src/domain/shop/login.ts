/**
 * Writing the `auth_headers` cookie for a login the checkout made (a guest account or a customer's sign-in), in the
 * format the hash-routed shop reads (user.ts), so the shop and the next page know the visitor too; and the signing out
 * the shop itself does: the cookie's "nobody" value `[]`. Nothing here logs a value.
 */
import { writeCookie } from '../browser/cookies'
import { logOnce } from '../../page/logOnce'
import { AUTH_COOKIE, type AuthData } from './user'

function cookieOptions(expiresAt: Date | undefined) {
  return { expires: expiresAt, sameSite: 'lax' as const, secure: window.location.protocol === 'https:' }
}

/** Keeps `auth` in the cookie until it expires. Returns false when the page does not allow cookies. */
export function storeLogin(auth: AuthData): boolean {
  const expiresAt = new Date(auth.expiry * 1000)
  const written = writeCookie(
    AUTH_COOKIE,
    JSON.stringify(auth),
    cookieOptions(expiresAt.getTime() > Date.now() ? expiresAt : undefined),
  )
  if (!written) logOnce(AUTH_COOKIE, 'The login could not be stored in the auth_headers cookie')
  return written
}

/** Signs the visitor out on this site: the cookie says nobody is logged in, as the shop writes it. */
export function forgetLogin(): void {
  writeCookie(AUTH_COOKIE, '[]', cookieOptions(undefined))
}
