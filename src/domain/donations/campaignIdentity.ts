/**
 * What every donation campaign has: a positive id and a name. The donation form reads campaigns with it, and so does
 * the naming of donation lines in the cart and the checkout; on its own it is small enough to travel with the code
 * every lazily loaded element shares.
 */
import * as z from 'zod/mini'
import { firstOf } from '../values/firstOf'
import { positiveWhole } from '../values/wholeNumbers'

const positiveId = firstOf([
  positiveWhole,
  // Some servers send ids as digit strings.
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number)),
])

/**
 * A positive id (number or digit string) and a non-empty name, trimmed by a transform (as the nav's group ids are:
 * the start-up file carries no trim check).
 */
export const campaignIdentity = {
  id: positiveId,
  name: z.pipe(
    z.string().check(z.regex(/\S/)),
    z.transform((name) => name.trim()),
  ),
}
