/**
 * Who places the order. The order goes out with the login in the `auth_headers` cookie (checkout.ts), so an
 * anonymous visitor first becomes a guest, as go~mus's own checkout does, or signs in; either login is written to the
 * cookie, so the hosted shop and the next page know the visitor too. A login still valid is used again, never
 * replaced. Nothing here logs, reports or emits a token or a person's data.
 */
import type { ApiClient } from '../api/clientTypes'
import { HttpError } from '../api/errors'
import type { FieldMessages } from '../api/fieldErrors'
import type { AccountName } from '../api/schemas/auth'
import { StorageError } from '../domain/errors'
import { forgetLogin, storeLogin } from '../domain/shop/login'
import { AUTH_COOKIE, getUserState, readAuthData, type AuthData } from '../domain/shop/user'
import { createGuest, signIn, type GuestInput } from '../services/auth'
import type { FieldKeys, GuestField } from './buyerForm'

/** A customer signed in (the spec's logged-in rule), a guest with a valid login, or nobody yet. */
export type Buyer =
  { kind: 'customer'; auth: AuthData } | { kind: 'guest'; auth: AuthData } | { kind: 'none' }

/** The buyer of the cookie's login now; `now` in ms. An expired or tokenless login is nobody. */
export function currentBuyer(now: number = Date.now()): Buyer {
  const auth = readAuthData()
  if (!auth || auth['access-token'] === '' || auth.expiry < Math.floor(now / 1000)) return { kind: 'none' }
  // The logged-in rule of the hash-routed shop, whichever shop type links here: the checkout orders with the cookie.
  return getUserState({ shopType: 'hash', now }).loggedIn
    ? { kind: 'customer', auth }
    : { kind: 'guest', auth }
}

/** The cookie refused the login: an order would go out without it. */
export class LoginNotKeptError extends StorageError {
  constructor() {
    super(AUTH_COOKIE, 'The login could not be kept: cookies are refused')
  }
}

function keep(auth: AuthData): AuthData {
  if (!storeLogin(auth)) throw new LoginNotKeptError()
  return auth
}

/** Creates the guest account and keeps its login. Rejects with the server's refusal (an HttpError) or a failure. */
export async function becomeGuest(client: ApiClient, guest: GuestInput): Promise<Buyer> {
  const login = await createGuest(client, {
    ...guest,
    name: guest.name.trim(),
    surname: guest.surname.trim(),
    email: guest.email.trim(),
    emailConfirmation: guest.emailConfirmation.trim(),
  })
  return { kind: 'guest', auth: keep(login.auth) }
}

/** Signs the customer in and keeps the login; the account's names for the summary. */
export async function signInCustomer(
  client: ApiClient,
  email: string,
  password: string,
): Promise<{ buyer: Buyer; account: AccountName }> {
  const login = await signIn(client, email.trim(), password)
  const auth = keep(login.auth)
  const buyer = currentBuyer()
  return { buyer: buyer.kind === 'none' ? { kind: 'customer', auth } : buyer, account: login.account }
}

/** Signs the visitor out on this site (the hosted shop reads the same cookie). */
export function signOut(): Buyer {
  forgetLogin()
  return { kind: 'none' }
}

/** The server's form fields, by ours. */
const SERVER_FIELDS: Readonly<Record<string, GuestField>> = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  uid: 'email',
  email_confirmation: 'emailConfirmation',
  terms: 'terms',
}

const REQUIRED_KEYS: Readonly<Record<GuestField, string>> = {
  name: 'user.fieldErrors.nameRequire',
  surname: 'user.fieldErrors.surnameRequire',
  email: 'user.fieldErrors.emailRequire',
  emailConfirmation: 'user.fieldErrors.emailValidRequire',
  terms: 'user.fieldErrors.termsRequire',
}

/** Rails' words that have a message key of ours, so the visitor reads them in their language. */
function keyOfServerMessage(field: GuestField, message: string): string | null {
  const words = message.trim().toLowerCase()
  if (words.includes('already been taken')) return 'buyer.emailTaken'
  if (words.includes("can't be blank") || words.includes('must be accepted')) {
    return REQUIRED_KEYS[field]
  }
  if (words.includes('is invalid') && field.startsWith('email')) return 'user.fieldErrors.emailValid'
  if (words.includes("doesn't match")) return 'user.fieldErrors.emailMatch'
  return null
}

/** A refused guest form: message keys or the server's own words by field, and the words of no field. */
export interface GuestRefusal {
  fields: FieldKeys<GuestField>
  /** The server's words for a field without a key of ours, shown as sent. */
  fieldWords: FieldKeys<GuestField>
  form: readonly string[]
  /** The e-mail belongs to an account already: offer to sign in. */
  emailTaken: boolean
}

/** What a 4xx refusal of the guest form says, or null when the error is no refusal (network, server failure). */
export function guestRefusalOf(error: unknown): GuestRefusal | null {
  if (!(error instanceof HttpError) || error.status >= 500 || error.status === 429) return null
  const messages: FieldMessages = error.fieldMessages ?? []
  const refusal: GuestRefusal = { fields: {}, fieldWords: {}, form: [], emailTaken: false }
  for (const { field, message, sentence } of messages) {
    const ours = field === null ? undefined : SERVER_FIELDS[field]
    if (!ours) {
      refusal.form = [...refusal.form, sentence]
      continue
    }
    const key = keyOfServerMessage(ours, message)
    if (key === 'buyer.emailTaken') refusal.emailTaken = true
    if (key) refusal.fields[ours] ??= key
    else refusal.fieldWords[ours] ??= message
  }
  if (messages.length === 0 && error.serverMessage) refusal.form = [error.serverMessage]
  return refusal
}

/** Whether a sign-in failed for wrong credentials (devise answers 401). */
export function isWrongCredentials(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401
}
