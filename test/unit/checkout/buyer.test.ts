/**
 * Who orders: the login in the auth_headers cookie (a customer, a guest still valid, nobody), a guest account made
 * with the fake API and kept in the cookie, the server's refusals by field, a customer's sign-in, the tab's draft.
 */
import { describe, expect, it } from 'vitest'
import {
  becomeGuest,
  currentBuyer,
  guestRefusalOf,
  isWrongCredentials,
  signInCustomer,
  signOut,
} from '../../../src/checkout/buyer'
import { readBuyerDraft, saveBuyerDraft, valuesOfDraft } from '../../../src/checkout/buyerDraft'
import { EMPTY_GUEST } from '../../../src/checkout/buyerForm'
import { authHeaders, readAuthData } from '../../../src/domain/shop/user'
import { apiClientFor } from '../../../src/store/apiQuery'
import { testConfig } from '../../helpers/config'
import { CUSTOMER_EMAIL, CUSTOMER_PASSWORD, LOGIN_EXPIRY } from '../../msw/authHandlers'
import { requestsTo } from '../../msw/requestLog'

const client = () => apiClientFor(testConfig())
const GUEST = {
  name: 'Erika',
  surname: 'Muster',
  email: 'erika@example.org',
  emailConfirmation: 'erika@example.org',
  newsletter: true,
}
const NOW = Date.UTC(2026, 10, 27, 12)

function setLogin(login: Record<string, unknown>) {
  document.cookie = 'auth_headers=' + encodeURIComponent(JSON.stringify(login)) + '; path=/'
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a refusal'),
    (error: unknown) => error,
  )
}

describe('the buyer of the cookie', () => {
  const login = { 'access-token': 'tok', client: 'c', expiry: Math.floor(NOW / 1000) + 60 }

  it("is nobody without a cookie, with the shop's empty list, or with an expired or tokenless login", () => {
    expect(currentBuyer(NOW)).toEqual({ kind: 'none' })
    document.cookie = 'auth_headers=%5B%5D; path=/'
    expect(currentBuyer(NOW)).toEqual({ kind: 'none' })
    setLogin({ ...login, uid: 'guest-1', expiry: Math.floor(NOW / 1000) - 1 })
    expect(currentBuyer(NOW)).toEqual({ kind: 'none' })
    setLogin({ ...login, uid: 'guest-1', 'access-token': '' })
    expect(currentBuyer(NOW)).toEqual({ kind: 'none' })
  })

  it('is a customer with an e-mail uid, and a guest of an earlier visit otherwise', () => {
    setLogin({ ...login, uid: 'bruce@example.org' })
    expect(currentBuyer(NOW).kind).toBe('customer')
    setLogin({ ...login, uid: 'guest-1' })
    expect(currentBuyer(NOW).kind).toBe('guest')
  })
})

describe('becoming a guest', () => {
  it("sends go~mus's guest body (level 10, terms) and keeps the login in the cookie for the order", async () => {
    const buyer = await becomeGuest(client(), { ...GUEST, name: ' Erika ' })
    expect(buyer.kind).toBe('guest')
    const [request] = requestsTo('/api/v4/auth')
    expect(request?.method).toBe('POST')
    expect(request?.body).toEqual({
      name: 'Erika',
      surname: 'Muster',
      email: 'erika@example.org',
      email_confirmation: 'erika@example.org',
      terms: true,
      level: 10,
      wants_newsletter: true,
      addr_addressat: '',
      addr_street: 'n/a',
      addr_zip: 'n/a',
      addr_city: 'n/a',
    })
    expect(readAuthData()).toEqual({
      'access-token': 'tok-1',
      client: 'client-1',
      uid: 'guest-1-7f3a',
      expiry: Number(LOGIN_EXPIRY),
    })
    expect(authHeaders()).toEqual({ 'Access-Token': 'tok-1', Client: 'client-1', Uid: 'guest-1-7f3a' })
    expect(currentBuyer().kind).toBe('guest')
  })

  it('reads a taken address as our message key and offers to sign in', async () => {
    const error = await refusal(
      becomeGuest(client(), { ...GUEST, email: CUSTOMER_EMAIL, emailConfirmation: CUSTOMER_EMAIL }),
    )
    expect(guestRefusalOf(error)).toEqual({
      fields: { email: 'buyer.emailTaken' },
      fieldWords: {},
      form: [],
      emailTaken: true,
    })
    expect(readAuthData()).toBeNull()
  })

  it("puts each of Rails' messages at its field, in our words where we have them", async () => {
    const error = await refusal(
      becomeGuest(client(), { ...GUEST, name: '', email: 'erika@', emailConfirmation: 'x' }),
    )
    expect(guestRefusalOf(error)?.fields).toEqual({
      name: 'user.fieldErrors.nameRequire',
      email: 'user.fieldErrors.emailValid',
      emailConfirmation: 'user.fieldErrors.emailMatch',
    })
  })

  it('is no refusal when the server failed', () => {
    expect(guestRefusalOf(new Error('offline'))).toBeNull()
  })
})

describe('signing in', () => {
  it("keeps the customer's login and gives the account's names", async () => {
    const { buyer, account } = await signInCustomer(client(), ` ${CUSTOMER_EMAIL} `, CUSTOMER_PASSWORD)
    expect(buyer.kind).toBe('customer')
    expect(account).toEqual({ name: 'Bruce', surname: 'Wayne', email: CUSTOMER_EMAIL })
    expect(authHeaders().Uid).toBe(CUSTOMER_EMAIL)
    expect(signOut()).toEqual({ kind: 'none' })
    expect(currentBuyer()).toEqual({ kind: 'none' })
  })

  it('tells wrong credentials apart and keeps no login', async () => {
    const error = await refusal(signInCustomer(client(), CUSTOMER_EMAIL, 'falsch'))
    expect(isWrongCredentials(error)).toBe(true)
    expect(readAuthData()).toBeNull()
  })
})

describe('the draft of this tab', () => {
  it('keeps the typed fields and the newsletter choice, never the consent', () => {
    const key = testConfig().storageKeys.buyerDraft
    saveBuyerDraft(key, { ...EMPTY_GUEST, ...GUEST, terms: true })
    expect(JSON.parse(sessionStorage.getItem(key) ?? '')).toEqual(GUEST)
    expect(valuesOfDraft(readBuyerDraft(key))).toEqual({ ...GUEST, terms: false })
    sessionStorage.setItem(key, '{"name": 1}')
    expect(readBuyerDraft(key)).toBeNull()
  })
})
