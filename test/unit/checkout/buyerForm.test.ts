/**
 * The buyer forms' rules (the spec's validation table and message keys, the confirmation that must match, the terms'
 * consent) and the consent text that may carry markup.
 */
import { describe, expect, it } from 'vitest'
import {
  EMPTY_GUEST,
  firstInvalid,
  GUEST_FIELDS,
  guestFormKeys,
  plainText,
  signInKeys,
} from '../../../src/checkout/buyerForm'

const ERIKA = {
  name: 'Erika',
  surname: 'Muster',
  email: 'erika@example.org',
  emailConfirmation: 'Erika@Example.org ',
  terms: true,
  newsletter: false,
}

describe('the guest form', () => {
  it('accepts a complete form; the confirmation matches whatever the case and spaces', () => {
    expect(guestFormKeys(ERIKA)).toEqual({})
  })

  it('gives the message key of each broken rule, in the order of the fields', () => {
    const keys = guestFormKeys(EMPTY_GUEST)
    expect(keys).toEqual({
      name: 'user.fieldErrors.nameRequire',
      surname: 'user.fieldErrors.surnameRequire',
      email: 'user.fieldErrors.emailRequire',
      emailConfirmation: 'user.fieldErrors.emailValidRequire',
      terms: 'user.fieldErrors.termsRequire',
    })
    expect(firstInvalid(GUEST_FIELDS, keys)).toBe('name')
  })

  it('tells an invalid address from a missing one, and a confirmation that differs from one that is invalid', () => {
    expect(
      guestFormKeys({ ...ERIKA, name: '  ', email: 'erika@example', emailConfirmation: 'erika@example' }),
    ).toEqual({
      name: 'user.fieldErrors.nameRequire',
      email: 'user.fieldErrors.emailValid',
      emailConfirmation: 'user.fieldErrors.emailValidRequire',
    })
    const mismatch = guestFormKeys({ ...ERIKA, emailConfirmation: 'erica@example.org' })
    expect(mismatch).toEqual({ emailConfirmation: 'user.fieldErrors.emailMatch' })
    expect(firstInvalid(GUEST_FIELDS, mismatch)).toBe('emailConfirmation')
  })

  it('asks for the consent: an unchecked box is the only error', () => {
    expect(guestFormKeys({ ...ERIKA, terms: false })).toEqual({ terms: 'user.fieldErrors.termsRequire' })
  })
})

describe('the sign-in form', () => {
  it('asks for an address and a password', () => {
    expect(signInKeys({ email: '', password: '' })).toEqual({
      email: 'user.fieldErrors.emailRequire',
      password: 'user.fieldErrors.passwordRequire',
    })
    expect(signInKeys({ email: 'bruce@', password: 'x' })).toEqual({ email: 'user.fieldErrors.emailValid' })
    expect(signInKeys({ email: 'bruce@example.org', password: 'x' })).toEqual({})
  })
})

describe('the consent text of the shop', () => {
  it('keeps only the words of a translation with markup', () => {
    expect(plainText('Ich akzeptiere die <a href="https://evil.example/">AGB</a>.')).toBe(
      'Ich akzeptiere die AGB.',
    )
    expect(plainText('<img src=x onerror=alert(1)>I accept <b>the\n terms</b>')).toBe('I accept the terms')
    expect(plainText('Terms & conditions apply')).toBe('Terms & conditions apply')
  })
})
