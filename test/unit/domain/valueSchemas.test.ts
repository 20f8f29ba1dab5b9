/**
 * The start-up file's own small schemas accept and refuse what zod's checks they stand for do: `wholeNumber` as
 * z.int() with z.nonnegative(), `positiveWhole` as z.int() with z.positive(), `nonEmptyText` as z.string() with
 * z.minLength(1).
 */
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { nonEmptyText } from '../../../src/domain/values/nonEmptyText'
import { positiveWhole, wholeNumber } from '../../../src/domain/values/wholeNumbers'

const numbers = [0, 1, 2, 250, -1, -0.5, 0.5, 1.5, 2 ** 53, Number.NaN, Infinity, '1', null, undefined]
const texts = ['', 'a', ' ', '\n', '😀', 'Ticket', 0, null, undefined, ['a']]
/** What a caller sees of a parse: whether it succeeded, and the value. */
const outcome = ({ success, data }: { success: boolean; data?: unknown }) => ({ success, data })

describe('wholeNumber and positiveWhole', () => {
  it.each(numbers)('read %j as zod reads a whole number from 0', (value) => {
    const zods = z.int().check(z.nonnegative()).safeParse(value)
    expect(outcome(wholeNumber.safeParse(value))).toEqual(outcome(zods))
  })

  it.each(numbers)('read %j as zod reads a whole number above 0', (value) => {
    const zods = z.int().check(z.positive()).safeParse(value)
    expect(outcome(positiveWhole.safeParse(value))).toEqual(outcome(zods))
  })

  it('refuses a number below the bound as too small', () => {
    const result = positiveWhole.safeParse(0)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 1 })
  })
})

describe('nonEmptyText', () => {
  it.each(texts)('reads %j as zod reads a string of at least one character', (value) => {
    const zods = z.string().check(z.minLength(1)).safeParse(value)
    expect(outcome(nonEmptyText.safeParse(value))).toEqual(outcome(zods))
  })
})
