/**
 * Whole numbers from 0 (`wholeNumber`: cents, counts, places) and from 1 (`positiveWhole`: ids, quantities), safe
 * integers as z.int() reads them. The lower bound is a check of our own, not zod's gte/gt: their check class would
 * ship in the start-up file (it reads stored carts and the nav's counts) for one comparison.
 */
import * as z from 'zod/mini'

const wholeFrom = (minimum: number) =>
  z.int().check((payload) => {
    const { value } = payload
    if (value < minimum)
      payload.issues.push({ code: 'too_small', origin: 'number', minimum, inclusive: true, input: value })
  })

export const wholeNumber = wholeFrom(0)
export const positiveWhole = wholeFrom(1)
