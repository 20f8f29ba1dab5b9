import { describe, expect, it } from 'vitest'
import { boolean, json, nonNegativeNumber, string } from '../../../elements/base/attributes'

describe('attribute converters never throw and never pass bad values on', () => {
  it.each([
    [null, false],
    ['', true],
    ['mobile', true],
    ['true', true],
    ['false', false],
    [' FALSE ', false],
  ])('boolean(%j) → %s (HTML semantics: present = true)', (raw, expected) => {
    expect(boolean(raw)).toBe(expected)
  })

  it.each([
    [null, undefined],
    ['', undefined],
    ['4', 4],
    ['0', 0],
    ['12.5', 12.5],
    ['-4', undefined],
    ['abc', undefined],
    ['Infinity', undefined],
    ['1e400', undefined],
  ])('nonNegativeNumber(%j) → %s (negative sizes fall back to the default)', (raw, expected) => {
    expect(nonNegativeNumber(raw)).toBe(expected)
  })

  it('json keeps invalid JSON as raw text so the element can say what is wrong', () => {
    expect(json('[{"type":"home"}]')).toEqual({ ok: true, value: [{ type: 'home' }] })
    expect(json('[{type: home}]')).toEqual({ ok: false, raw: '[{type: home}]' })
    expect(json(null)).toBeUndefined()
    expect(json('  ')).toBeUndefined()
  })

  it('string passes text through and absent as undefined', () => {
    expect(string('<script>x</script>')).toBe('<script>x</script>')
    expect(string(null)).toBeUndefined()
  })
})
