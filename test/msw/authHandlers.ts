/**
 * The auth endpoints of the fake v4 API, as devise_token_auth answers them: a guest account (POST /auth), a
 * customer's sign-in (POST /auth/sign_in) and who a login belongs to (GET /auth/validate_token). A login comes back
 * in the response headers; a refusal in Rails' shape (`{errors: {field: [...], full_messages: [...]}}`) or devise's
 * list (`{success: false, errors: [...]}`). The customer of the documented sign-in example exists with
 * CUSTOMER_PASSWORD, and their address is taken for a new guest.
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { apiRoute } from './apiRoute'
import { documented } from './fixtures/documented'
import { requestLog } from './requestLog'
import { CUSTOMER_EMAIL, CUSTOMER_PASSWORD, LOGIN_EXPIRY } from './authAccounts'

export { CUSTOMER_EMAIL, CUSTOMER_PASSWORD, LOGIN_EXPIRY }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function text(body: unknown, field: string): string {
  const value = typeof body === 'object' && body !== null ? Reflect.get(body, field) : undefined
  return typeof value === 'string' ? value.trim() : ''
}

function loginHeaders(uid: string, n: number): Record<string, string> {
  return {
    'access-token': `tok-${n}`,
    'token-type': 'Bearer',
    client: `client-${n}`,
    uid,
    expiry: LOGIN_EXPIRY,
  }
}

/** Rails' messages of the guest form, by field; empty when the form is fine. */
function guestErrors(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] = [...(errors[field] ?? []), message])
  if (!text(body, 'name')) add('name', "can't be blank")
  if (!text(body, 'surname')) add('surname', "can't be blank")
  const email = text(body, 'email')
  if (!email) add('email', "can't be blank")
  else if (!EMAIL.test(email)) add('email', 'is invalid')
  else if (email.toLowerCase() === CUSTOMER_EMAIL.toLowerCase()) add('email', 'has already been taken')
  if (text(body, 'email_confirmation').toLowerCase() !== email.toLowerCase())
    add('email_confirmation', "doesn't match Email")
  const terms = typeof body === 'object' && body !== null ? Reflect.get(body, 'terms') : undefined
  if (terms !== true) add('terms', 'must be accepted')
  return errors
}

function fullMessages(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map(
      (message) => `${field.charAt(0).toUpperCase()}${field.slice(1).replace('_', ' ')} ${message}`,
    ),
  )
}

const calls = (pathname: string) => requestLog.filter((entry) => entry.pathname === pathname).length

/** Handlers for POST auth, POST auth/sign_in and GET auth/validate_token. */
export const authHandlers: HttpHandler[] = [
  apiRoute('post', '/auth', 'auth', ({ body }) => {
    const errors = guestErrors(body)
    if (Object.keys(errors).length > 0) {
      return HttpResponse.json(
        { status: 'error', data: null, errors: { ...errors, full_messages: fullMessages(errors) } },
        { status: 422 },
      )
    }
    const n = calls('/api/v4/auth')
    const account = documented('authSignIn').data
    return HttpResponse.json(
      {
        status: 'success',
        data: {
          ...account,
          id: 9000 + n,
          level: 10,
          email: text(body, 'email'),
          name: text(body, 'name'),
          surname: text(body, 'surname'),
          wants_newsletter: Reflect.get(body as object, 'wants_newsletter') === true,
        },
      },
      // A guest's uid is not an e-mail address.
      { headers: loginHeaders(`guest-${n}-7f3a`, n) },
    )
  }),
  apiRoute('post', '/auth/sign_in', 'signIn', ({ body }) => {
    if (
      text(body, 'email').toLowerCase() !== CUSTOMER_EMAIL ||
      text(body, 'password') !== CUSTOMER_PASSWORD
    ) {
      return HttpResponse.json(
        { success: false, errors: ['Invalid login credentials. Please try again.'] },
        { status: 401 },
      )
    }
    return HttpResponse.json(documented('authSignIn'), {
      headers: loginHeaders(CUSTOMER_EMAIL, 100 + calls('/api/v4/auth/sign_in')),
    })
  }),
  apiRoute('get', '/auth/validate_token', 'validateToken', ({ request }) => {
    const uid = request.headers.get('uid') ?? ''
    if (!request.headers.get('access-token') || !uid) {
      return HttpResponse.json({ success: false, errors: ['Invalid login credentials'] }, { status: 401 })
    }
    const account = documented('authSignIn').data
    return HttpResponse.json({
      success: true,
      data: { ...account, uid, email: EMAIL.test(uid) ? uid : null },
    })
  }),
]
