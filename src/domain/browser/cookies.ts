/**
 * The only module that touches cookies (enforced by ESLint). Reading `document.cookie` throws a
 * SecurityError in sandboxed frames, so every access is guarded: cookies are a best-effort source here.
 */
import Cookies from 'js-cookie'

/** Attributes for writing a cookie. `path` defaults to '/'. */
export interface CookieOptions {
  /** Days from now, or an exact date; omitted: a session cookie. */
  expires?: number | Date
  path?: string
  domain?: string
  secure?: boolean
  sameSite?: 'strict' | 'lax' | 'none'
}

/** The decoded value of cookie `name`, or undefined when it is not set or cookies cannot be read. */
export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name)
  } catch {
    return undefined
  }
}

/** Writes cookie `name`. Returns false when the page does not allow cookies. */
export function writeCookie(name: string, value: string, opts: CookieOptions = {}): boolean {
  try {
    return Cookies.set(name, value, { path: '/', ...opts }) !== undefined
  } catch {
    return false
  }
}
