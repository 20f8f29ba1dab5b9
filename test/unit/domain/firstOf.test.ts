/**
 * `firstOf` reads what zod's union reads: the first option that accepts a value gives the output, and a value no option
 * accepts fails with the union's message at the same place.
 */
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { firstOf } from '../../../src/domain/values/firstOf'

const numberOrDigits = [
  z.int().check(z.positive()),
  z.pipe(z.string().check(z.regex(/^[1-9]\d*$/)), z.transform(Number)),
] as const
const textOrList = [z.string(), z.array(z.string())] as const

const values: unknown[] = [
  7,
  '7',
  '007',
  0,
  -3,
  1.5,
  '99999999999999999999',
  2 ** 60,
  Number.NaN,
  'sieben',
  '',
  null,
  undefined,
  true,
  [],
  ['a', 'b'],
  ['a', 1],
  {},
]

describe('firstOf', () => {
  it.each(values.map((value) => [value]))('reads %j as z.union does', (value) => {
    for (const options of [numberOrDigits, textOrList]) {
      const expected = z.union(options).safeParse(value)
      const actual = firstOf(options).safeParse(value)
      expect(actual.success).toBe(expected.success)
      if (expected.success) expect(actual.data).toEqual(expected.data)
    }
  })

  it('names the failing field with the union message', () => {
    const inObject = (id: z.ZodMiniType) => z.looseObject({ id }).safeParse({ id: 'sieben' }).error?.issues
    expect(inObject(firstOf(numberOrDigits))).toEqual([
      expect.objectContaining({ path: ['id'], message: 'Invalid input' }),
    ])
    expect(inObject(z.union(numberOrDigits))).toEqual([
      expect.objectContaining({ path: ['id'], message: 'Invalid input' }),
    ])
  })
})
