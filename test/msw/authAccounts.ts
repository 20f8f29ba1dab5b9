/**
 * The accounts the fake API's auth endpoints know, in a module without fixtures, so browser tests can import them: the
 * customer of the documented sign-in example (v4-examples/auth-sign-in.json) and the password the fake accepts.
 */

/** The documented customer's address: signing in with it works, and a new guest with it is refused as taken. */
export const CUSTOMER_EMAIL = 'shop-customer@giantmonkey.de'
export const CUSTOMER_PASSWORD = 'richtig-geheim'

/** The login headers' expiry: far ahead, so no test meets it. */
export const LOGIN_EXPIRY = '4102444800'
