/**
 * The personalization of a booked ticket (spec §3) and its validation rules (spec §5). Messages are
 * translation keys; the form translates them with the shop's texts.
 */
import * as z from 'zod/mini'

/** Default country: 60 = Germany (spec §9). */
export const DEFAULT_COUNTRY_ID = 60
/** Default language id (spec §9). */
export const DEFAULT_LANGUAGE_ID = 1

/** A required text field: missing, wrong type and empty all give the field's "required" key. */
function requiredText(message: string) {
  return z.string({ error: message }).check(z.minLength(1, message))
}

function positiveId(message: string) {
  return z.number({ error: message }).check(z.positive(message))
}

const customerSchema = z.object({
  customer_salutation_id: positiveId('user.fieldErrors.titleRequire'),
  name: requiredText('user.fieldErrors.nameRequire'),
  surname: requiredText('user.fieldErrors.surnameRequire'),
  // An empty address is reported as missing, not as invalid: the "required" check aborts the rest.
  email: z
    .string({ error: 'user.fieldErrors.emailRequire' })
    .check(
      z.minLength(1, { error: 'user.fieldErrors.emailRequire', abort: true }),
      z.regex(z.regexes.email, 'user.fieldErrors.emailValid'),
    ),
  email_confirmation: z.optional(
    z
      .string({ error: 'user.fieldErrors.emailValidRequire' })
      .check(z.regex(z.regexes.email, 'user.fieldErrors.emailValidRequire')),
  ),
  addr_street: requiredText('user.fieldErrors.streetRequire'),
  addr_zip: requiredText('user.fieldErrors.postRequire'),
  addr_city: requiredText('user.fieldErrors.cityRequire'),
  // No message in the spec's table for the country: library default messages apply.
  addr_country_id: z._default(z.number().check(z.positive()), DEFAULT_COUNTRY_ID),
  language_id: z._default(positiveId('user.fieldErrors.languageRequire'), DEFAULT_LANGUAGE_ID),
})

/** Schema of one personalization: `{ id, customer: {...} }`. */
export const personalizationSchema = z.object({
  id: z.number(),
  customer: customerSchema,
})

/** A validated personalization, with defaults applied. */
export type Personalization = z.infer<typeof personalizationSchema>
/** Customer part of a personalization. */
export type PersonalizationCustomer = Personalization['customer']

/** Outcome of {@link validatePersonalization}: errors map a field path ('customer.name') to a translation key. */
export type PersonalizationResult =
  { ok: true; value: Personalization } | { ok: false; errors: Record<string, string> }

/** Validates form input; reports the first problem of each field as a translation key. Never throws. */
export function validatePersonalization(input: unknown): PersonalizationResult {
  const result = personalizationSchema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.')
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message
  }
  return { ok: false, errors }
}
