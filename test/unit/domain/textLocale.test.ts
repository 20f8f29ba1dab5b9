import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../../src/domain/errors'
import { resolveLocale, textLocale } from '../../../src/domain/shop/config'
import { testConfig } from '../../helpers/config'

describe('the locale chain', () => {
  it('takes the attribute, else the stored language, else de for the shop', () => {
    expect(resolveLocale('en', 'fr')).toBe('en')
    expect(resolveLocale(' ', 'fr')).toBe('fr')
    expect(resolveLocale(undefined, null)).toBe('de')
    expect(resolveLocale('??', null)).toBeInstanceOf(ConfigError)
  })

  it('gives every element the configured locale for its texts', () => {
    expect(textLocale({ status: 'ready', config: testConfig({ locale: 'fr' }) })).toBe('fr')
  })

  it("shows a configuration error in the attribute's locale, else in English", () => {
    const error = new ConfigError('api-url')
    expect(textLocale({ status: 'error', error, locale: 'de' })).toBe('de')
    expect(textLocale({ status: 'error', error })).toBe('en')
    expect(textLocale({ status: 'error', error, locale: '' })).toBe('en')
  })

  it('uses English before any init element configured the shop', () => {
    expect(textLocale({ status: 'waiting' })).toBe('en')
  })
})
