/**
 * `orDefault` reads what zod's default reads, for fallbacks the schema reads as themselves: an absent field is the
 * fallback, a fresh one each time; a present one is read by the schema, failing where the schema fails.
 */
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { orDefault } from '../../../src/domain/values/orDefault'

const settings = z.looseObject({ currency: z.optional(z.nullable(z.string())) })
const type = z.string().check(z.minLength(1))

describe('orDefault', () => {
  it.each([
    [{}],
    [{ field: undefined }],
    [{ field: {} }],
    [{ field: { currency: 'CHF' } }],
    [{ field: null }],
    [{ field: 'x' }],
  ])('reads the object field of %j as z._default does', (input) => {
    const expected = z.looseObject({ field: z._default(settings, {}) }).safeParse(input)
    const actual = z.looseObject({ field: orDefault(settings, () => ({})) }).safeParse(input)
    expect(actual.success).toBe(expected.success)
    expect(actual.data).toEqual(expected.data)
  })

  it.each([[{}], [{ type: 'Event' }], [{ type: '' }], [{ type: 3 }]])(
    'reads the text field of %j as z._default does',
    (input) => {
      const expected = z.looseObject({ type: z._default(type, 'Ticket') }).safeParse(input)
      const actual = z.looseObject({ type: orDefault(type, () => 'Ticket') }).safeParse(input)
      expect(actual.success).toBe(expected.success)
      expect(actual.data).toEqual(expected.data)
    },
  )

  it('gives a fresh fallback to each read', () => {
    const schema = z.looseObject({ list: orDefault(z.array(z.string()), () => []) })
    const first = schema.parse({})
    first.list.push('changed')
    expect(schema.parse({}).list).toEqual([])
  })
})
