/**
 * The validation table of a holder's form, rule by rule: each rule's field, when it fails and the translation key it
 * says then, and the start day's rules. The table is the spec's, plus the repeated address matching and the country
 * being chosen, which the spec's table leaves out.
 */
import { describe, expect, it } from 'vitest'
import {
  HOLDER_RULES,
  START_DAY_MESSAGES,
  validateHolder,
  validateStartDay,
} from '../../../src/domain/personalization/rules'
import type { HolderValues } from '../../../src/domain/personalization/types'
import { erikaValues } from '../../helpers/holders'

/** A form that passes every rule. */
const VALID = erikaValues()

const messagesOf = (change: Partial<HolderValues>) => validateHolder({ ...VALID, ...change })

it('lets a complete form pass', () => {
  expect(validateHolder(VALID)).toEqual({})
})

describe.each([
  ['customer_salutation_id', 'user.fieldErrors.titleRequire', ['', '0', '-1', 'Herr'], '3'],
  ['name', 'user.fieldErrors.nameRequire', ['', '   '], 'E'],
  ['surname', 'user.fieldErrors.surnameRequire', ['', '\t'], 'M'],
  ['email', 'user.fieldErrors.emailRequire', ['', '  '], 'a@b.de'],
  [
    'email',
    'user.fieldErrors.emailValid',
    ['erika', 'erika@example', 'erika @example.org', '@example.org'],
    ' e@x.de ',
  ],
  ['addr_street', 'user.fieldErrors.streetRequire', ['', ' '], 'Weg 2'],
  ['addr_zip', 'user.fieldErrors.postRequire', ['', ' '], '1'],
  ['addr_city', 'user.fieldErrors.cityRequire', ['', ' '], 'Ort'],
  ['addr_country_id', 'user.fieldErrors.countryRequire', ['', '0', 'DE'], '80'],
  ['language_id', 'user.fieldErrors.languageRequire', ['', '0'], '2'],
] as const)('%s: %s', (field, key, failing, passing) => {
  it.each(failing)(`says ${key} for %j`, (value) => {
    expect(messagesOf({ [field]: value })).toEqual({ [field]: key })
  })

  it(`passes ${JSON.stringify(passing)}`, () => {
    expect(messagesOf({ [field]: passing })).toEqual({})
  })
})

describe('email_confirmation (optional)', () => {
  it('passes when left empty', () => {
    expect(messagesOf({ email_confirmation: '  ' })).toEqual({})
  })

  it.each(['erika', 'erika@example'])('says user.fieldErrors.emailValidRequire for %j', (value) => {
    expect(messagesOf({ email_confirmation: value })).toEqual({
      email_confirmation: 'user.fieldErrors.emailValidRequire',
    })
  })

  it('says user.fieldErrors.emailMatch for another address, and passes the same one in other case', () => {
    expect(messagesOf({ email_confirmation: 'max@example.org' })).toEqual({
      email_confirmation: 'user.fieldErrors.emailMatch',
    })
    expect(messagesOf({ email_confirmation: ' Erika@Example.org ' })).toEqual({})
  })
})

it('shows one message per field, the first failing rule of the table', () => {
  expect(messagesOf({ email: '' })).toEqual({ email: 'user.fieldErrors.emailRequire' })
  expect(validateHolder({ ...VALID, name: '', surname: '', email: 'x', addr_zip: '' })).toEqual({
    name: 'user.fieldErrors.nameRequire',
    surname: 'user.fieldErrors.surnameRequire',
    email: 'user.fieldErrors.emailValid',
    addr_zip: 'user.fieldErrors.postRequire',
  })
})

it("has a rule for every message key of the spec's validation table", () => {
  expect(new Set(HOLDER_RULES.map((rule) => rule.message))).toEqual(
    new Set([
      'user.fieldErrors.titleRequire',
      'user.fieldErrors.nameRequire',
      'user.fieldErrors.surnameRequire',
      'user.fieldErrors.emailValid',
      'user.fieldErrors.emailRequire',
      'user.fieldErrors.emailValidRequire',
      'user.fieldErrors.emailMatch',
      'user.fieldErrors.streetRequire',
      'user.fieldErrors.postRequire',
      'user.fieldErrors.cityRequire',
      'user.fieldErrors.countryRequire',
      'user.fieldErrors.languageRequire',
    ]),
  )
})

describe('the start day', () => {
  const today = '2026-05-28'

  it('may be today or later', () => {
    expect(validateStartDay('2026-05-28', today)).toBeNull()
    expect(validateStartDay('2027-01-01', today)).toBeNull()
  })

  it('may not be before today', () => {
    expect(validateStartDay('2026-05-27', today)).toBe(START_DAY_MESSAGES.past)
  })

  it.each(['', '28.05.2026', '2026-02-30', '2026-5-28'])('must be a day, not %j', (value) => {
    expect(validateStartDay(value, today)).toBe(START_DAY_MESSAGES.invalid)
  })
})
