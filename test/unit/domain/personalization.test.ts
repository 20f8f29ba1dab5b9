import { describe, expect, it } from 'vitest'
import { personalizationSchema, validatePersonalization } from '../../../src/domain/personalization'

/** A personalization as the booking form sends it (spec §3 field names). */
const valid = {
  id: 17,
  customer: {
    customer_salutation_id: 2,
    name: 'Erika',
    surname: 'Mustermann',
    email: 'erika@example.org',
    addr_street: 'Museumsinsel 1',
    addr_zip: '10178',
    addr_city: 'Berlin',
  },
}

const withCustomer = (changes: Record<string, unknown>) => ({
  ...valid,
  customer: { ...valid.customer, ...changes },
})

function errorsOf(input: unknown): Record<string, string> {
  const result = validatePersonalization(input)
  if (result.ok) throw new Error('expected validation to fail')
  return result.errors
}

describe('validatePersonalization', () => {
  it('accepts a complete personalization and applies the defaults', () => {
    const result = validatePersonalization(valid)
    expect(result).toEqual({
      ok: true,
      value: { id: 17, customer: { ...valid.customer, addr_country_id: 60, language_id: 1 } },
    })
  })

  it('keeps given country, language and e-mail confirmation', () => {
    const result = validatePersonalization(
      withCustomer({ addr_country_id: 14, language_id: 2, email_confirmation: 'erika@example.org' }),
    )
    expect(result.ok && result.value.customer).toMatchObject({
      addr_country_id: 14,
      language_id: 2,
      email_confirmation: 'erika@example.org',
    })
  })

  it.each([
    ['customer_salutation_id', 0, 'user.fieldErrors.titleRequire'],
    ['customer_salutation_id', undefined, 'user.fieldErrors.titleRequire'],
    ['customer_salutation_id', '2', 'user.fieldErrors.titleRequire'],
    ['name', '', 'user.fieldErrors.nameRequire'],
    ['name', undefined, 'user.fieldErrors.nameRequire'],
    ['surname', '', 'user.fieldErrors.surnameRequire'],
    ['email', 'erika.example.org', 'user.fieldErrors.emailValid'],
    ['email', '', 'user.fieldErrors.emailRequire'],
    ['email', undefined, 'user.fieldErrors.emailRequire'],
    ['email_confirmation', 'erika@', 'user.fieldErrors.emailValidRequire'],
    ['email_confirmation', '', 'user.fieldErrors.emailValidRequire'],
    ['addr_street', '', 'user.fieldErrors.streetRequire'],
    ['addr_zip', '', 'user.fieldErrors.postRequire'],
    ['addr_city', '', 'user.fieldErrors.cityRequire'],
    ['language_id', 0, 'user.fieldErrors.languageRequire'],
    ['language_id', -1, 'user.fieldErrors.languageRequire'],
  ])('%s = %j gives %s', (field, value, key) => {
    expect(errorsOf(withCustomer({ [field]: value }))).toEqual({ [`customer.${field}`]: key })
  })

  it('rejects a non-positive country with the library default message', () => {
    const errors = errorsOf(withCustomer({ addr_country_id: 0 }))
    expect(Object.keys(errors)).toEqual(['customer.addr_country_id'])
    expect(errors['customer.addr_country_id']).not.toMatch(/^user\.fieldErrors\./)
  })

  it('reports every invalid field at once, one key each', () => {
    const errors = errorsOf({ id: 1, customer: { email: '' } })
    expect(errors).toEqual({
      'customer.customer_salutation_id': 'user.fieldErrors.titleRequire',
      'customer.name': 'user.fieldErrors.nameRequire',
      'customer.surname': 'user.fieldErrors.surnameRequire',
      'customer.email': 'user.fieldErrors.emailRequire',
      'customer.addr_street': 'user.fieldErrors.streetRequire',
      'customer.addr_zip': 'user.fieldErrors.postRequire',
      'customer.addr_city': 'user.fieldErrors.cityRequire',
    })
  })

  it.each([null, 'form', [], { customer: valid.customer }, { id: 17 }])('never throws for %j', (input) => {
    expect(validatePersonalization(input).ok).toBe(false)
  })
})

describe('personalizationSchema', () => {
  it('reports an empty e-mail only as missing, not also as invalid', () => {
    const result = personalizationSchema.safeParse(withCustomer({ email: '' }))
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['user.fieldErrors.emailRequire'])
  })
})
