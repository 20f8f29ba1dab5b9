import { describe, expect, it } from 'vitest'
import { shopSchema, type Shop } from '../../../../src/api/schemas/shop'
import {
  buildSdkOptions,
  payPalLocale,
  type SdkOptionsInput,
} from '../../../../src/checkout/paypal/sdkOptions'
import { shopObjectFixture } from '../../../msw/fixtures/shop'

/** The fixture shop, parsed as the app parses it, with `paymentModes` in place of its payment modes if given. */
function shop(paymentModes?: unknown): Shop {
  const raw = shopObjectFixture('de')
  return shopSchema.parse(paymentModes === undefined ? raw : { ...raw, payment_modes: paymentModes })
}

function build(overrides: Partial<SdkOptionsInput> = {}) {
  return buildSdkOptions({ shop: shop(), locale: 'de', components: ['buttons'], ...overrides })
}

describe('buildSdkOptions', () => {
  it('takes client id and mode id from the PayPal payment mode, currency from the shop, production by default', () => {
    expect(build()).toEqual({
      ok: true,
      paymentModeId: '12',
      options: {
        clientId: 'test-client-id',
        currency: 'EUR',
        components: ['buttons'],
        environment: 'production',
        locale: 'de_DE',
      },
    })
  })

  it('uses the only payment mode of a shop that has one, whatever its settings say is the default', () => {
    const single = shop({ '31': { id: 31, type: 'pay_pal', client_id: 'only-one' } })
    const result = buildSdkOptions({ shop: single, locale: 'de', components: ['buttons'] })
    expect(result).toMatchObject({ ok: true, paymentModeId: '31', options: { clientId: 'only-one' } })
  })

  it.each([
    ['de', 'de_DE'],
    ['en', 'en_US'],
    ['fr', 'fr_FR'],
    ['it', undefined],
  ])('maps the locale %s to %s', (locale, expected) => {
    expect(payPalLocale(locale)).toBe(expected)
    const result = build({ locale })
    if (!result.ok) throw new Error('no options')
    expect(result.options.locale).toBe(expected)
    expect('locale' in result.options).toBe(expected !== undefined)
  })

  it('loads the union of the components and funding sources the methods need, each once', () => {
    const result = build({
      components: ['buttons', 'card-fields', 'buttons', 'googlepay', ' '],
      enableFunding: ['ideal', 'blik', 'ideal'],
    })
    expect(result).toMatchObject({
      ok: true,
      options: { components: ['buttons', 'card-fields', 'googlepay'], enableFunding: ['ideal', 'blik'] },
    })
  })

  it('passes the CSP nonce as data-csp-nonce and a valid crossorigin, and leaves out what is not set', () => {
    expect(build({ cspNonce: ' r4nd0m ', crossorigin: 'anonymous' })).toMatchObject({
      ok: true,
      options: { dataCspNonce: 'r4nd0m', crossorigin: 'anonymous' },
    })
    const plain = build({ cspNonce: '', crossorigin: 'yes please' })
    expect(plain.ok && Object.keys(plain.options)).toEqual([
      'clientId',
      'currency',
      'components',
      'environment',
      'locale',
    ])
  })

  it.each([
    ['sandbox', 'sandbox'],
    [' Sandbox ', 'sandbox'],
    ['production', 'production'],
    ['', 'production'],
  ])('accepts the environment %j as %s', (environment, expected) => {
    expect(build({ environment })).toMatchObject({ ok: true, options: { environment: expected } })
  })

  it('refuses any other environment', () => {
    expect(build({ environment: 'staging' })).toEqual({ ok: false, problem: 'environment' })
  })

  it('passes merchant ids as a list, so the loader sends merchant-id=* with data-merchant-id for several', () => {
    const modes = (merchantId: unknown) => ({ '12': { id: 12, client_id: 'c', merchant_id: merchantId } })
    const ids = (merchantId: unknown) => {
      const result = buildSdkOptions({ shop: shop(modes(merchantId)), locale: 'de', components: ['buttons'] })
      return result.ok ? result.options.merchantId : 'failed'
    }
    expect(ids('A1')).toEqual(['A1'])
    expect(ids('A1, B2')).toEqual(['A1', 'B2'])
    expect(ids(['A1', 'B2'])).toEqual(['A1', 'B2'])
    expect(ids(null)).toBeUndefined()
  })

  it('says "client is not set" when the shop has no payment mode with a client id', () => {
    const noClient = shop({
      '5': { id: 5, type: 'invoice' },
      '12': { id: 12, type: 'pay_pal', client_id: ' ' },
    })
    expect(buildSdkOptions({ shop: noClient, locale: 'de', components: ['buttons'] })).toEqual({
      ok: false,
      problem: 'client-missing',
    })
  })

  it('says options are missing when no method needs a component', () => {
    expect(build({ components: [] })).toEqual({ ok: false, problem: 'options-missing' })
  })
})
