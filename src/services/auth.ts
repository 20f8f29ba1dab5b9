/**
 * The auth calls of the checkout's buyer step: a guest account (POST /auth, level 10), a customer's sign-in
 * (POST /auth/sign_in) and who a kept login belongs to (GET /auth/validate_token). The login comes back in
 * devise_token_auth's response headers; nothing here logs or reports a token or a person's data.
 */
import type { ApiClient } from '../api/clientTypes'
import { InvalidDataError } from '../api/errors'
import { describeIssues } from '../api/paging'
import { accountNameOf, authAnswerSchema, type AccountName } from '../api/schemas/auth'
import type { AuthData } from '../domain/shop/user'
import { SHOP_DATA_STALE_MS, type ApiRequest } from './requests'

/** devise_token_auth's level of a shop guest (20 is a customer with a password). */
export const GUEST_LEVEL = 10

/** What the guest form sends. */
export interface GuestInput {
  name: string
  surname: string
  email: string
  emailConfirmation: string
  newsletter: boolean
}

/** A login and the account it belongs to. */
export interface Login {
  auth: AuthData
  account: AccountName
}

/** The login of an answer's headers, or null when a header is missing. */
export function loginOf(headers: Pick<Headers, 'get'>): AuthData | null {
  const token = headers.get('access-token')?.trim()
  const client = headers.get('client')?.trim()
  const uid = headers.get('uid')?.trim()
  const expiry = headers.get('expiry')?.trim()
  if (!token || !client || !uid || !expiry || !/^\d+$/.test(expiry)) return null
  return { 'access-token': token, client, uid, expiry: Number(expiry) }
}

async function authCall(
  client: ApiClient,
  path: string,
  options: { method: 'POST' | 'GET'; body?: unknown; headers?: Record<string, string> },
): Promise<Login> {
  const seen: { login: AuthData | null } = { login: null }
  const data = await client.request(path, {
    ...options,
    onHeaders: (headers) => {
      seen.login = loginOf(headers) ?? seen.login
    },
  })
  const parsed = authAnswerSchema.safeParse(data ?? {})
  if (!parsed.success) throw new InvalidDataError(path, describeIssues(parsed.error.issues))
  if (seen.login === null) throw new InvalidDataError(path, 'login headers missing')
  return { auth: seen.login, account: accountNameOf(parsed.data) }
}

/**
 * Creates a guest account, as go~mus's own checkout does: the address fields it does not ask for carry its
 * placeholders. A refusal is an HttpError with the server's words by field (`fieldMessages`).
 */
export function createGuest(client: ApiClient, guest: GuestInput): Promise<Login> {
  return authCall(client, '/auth', {
    method: 'POST',
    body: {
      name: guest.name,
      surname: guest.surname,
      email: guest.email,
      email_confirmation: guest.emailConfirmation,
      terms: true,
      level: GUEST_LEVEL,
      wants_newsletter: guest.newsletter,
      addr_addressat: '',
      addr_street: 'n/a',
      addr_zip: 'n/a',
      addr_city: 'n/a',
    },
  })
}

/** Signs a customer in. Wrong credentials are an HttpError with status 401. */
export function signIn(client: ApiClient, email: string, password: string): Promise<Login> {
  return authCall(client, '/auth/sign_in', { method: 'POST', body: { email, password } })
}

/**
 * GET /auth/validate_token: whose kept login it is, asked once per page and login however many checkouts show it.
 * Kept in the page's memory only; the key is the login's client id, no name or address.
 */
export const ACCOUNT_REQUEST: ApiRequest<AccountName, AuthData> = {
  resource: 'auth/account',
  keyOf: (auth) => auth.client,
  fetch: accountOf,
  staleMs: SHOP_DATA_STALE_MS,
  persist: false,
}

/** Whose login `auth` is, asked of the server (the cookie holds no name). */
export async function accountOf(client: ApiClient, auth: AuthData): Promise<AccountName> {
  const data = await client.request('/auth/validate_token', {
    headers: { 'access-token': auth['access-token'], client: auth.client, uid: auth.uid },
  })
  const parsed = authAnswerSchema.safeParse(data ?? {})
  if (!parsed.success) throw new InvalidDataError('/auth/validate_token', describeIssues(parsed.error.issues))
  return accountNameOf(parsed.data)
}
