import { describe, expect, it } from 'vitest'
import { createTranslator, translate } from '../../../src/domain/messages/translations'
import type { Translations } from '../../../src/domain/messages/translations'

// Shaped like shop.translations of GET /api/v4/shop: a flat key → text map.
const shopTexts: Translations = {
  'donations.shop.title': 'Spenden',
  'donations.shop.limit': 'Höchstens {{amount}} pro {{ unit }}',
  'donations.shop.repeat': '{{name}} und {{name}}',
  'nav.empty': '',
}

describe('translate', () => {
  it('returns the text of a known key', () => {
    expect(translate(shopTexts, 'donations.shop.title')).toBe('Spenden')
  })

  it('gives an empty string for a missing key, never the key itself', () => {
    expect(translate(shopTexts, 'nav.unknown')).toBe('')
    expect(translate({}, 'donations.shop.title')).toBe('')
  })

  it('substitutes {{name}} and {{ name }} placeholders, every occurrence', () => {
    expect(translate(shopTexts, 'donations.shop.limit', { amount: '50,00 €', unit: 'Besuch' })).toBe(
      'Höchstens 50,00 € pro Besuch',
    )
    expect(translate(shopTexts, 'donations.shop.repeat', { name: 7 })).toBe('7 und 7')
  })

  it('leaves placeholders without a value untouched', () => {
    expect(translate(shopTexts, 'donations.shop.limit', { amount: 5 })).toBe('Höchstens 5 pro {{ unit }}')
  })

  it('inserts values literally, without interpreting markup or replacement patterns', () => {
    expect(translate(shopTexts, 'donations.shop.repeat', { name: '<b>$&</b>' })).toBe(
      '<b>$&</b> und <b>$&</b>',
    )
  })

  it('does not read inherited object properties as texts', () => {
    expect(translate(shopTexts, 'constructor')).toBe('')
    expect(translate(shopTexts, 'toString')).toBe('')
  })

  it('treats a non-string value from the network as missing', () => {
    const fromNetwork = JSON.parse('{"count": 3}') as Translations
    expect(translate(fromNetwork, 'count')).toBe('')
  })
})

describe('createTranslator', () => {
  const fallback: Translations = { 'nav.empty': 'Nothing here', 'nav.more': 'Show all {{count}}' }

  it("prefers the shop's text", () => {
    const t = createTranslator(shopTexts, { 'donations.shop.title': 'Donations' })
    expect(t('donations.shop.title')).toBe('Spenden')
  })

  it('falls back for missing and empty shop texts, with substitution', () => {
    const t = createTranslator(shopTexts, fallback)
    expect(t('nav.more', { count: 12 })).toBe('Show all 12')
    expect(t('nav.empty')).toBe('Nothing here')
  })

  it('gives an empty string when neither map knows the key', () => {
    expect(createTranslator(shopTexts, fallback)('nav.unknown')).toBe('')
    expect(createTranslator(shopTexts)('nav.unknown')).toBe('')
  })
})
