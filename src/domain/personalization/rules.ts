/**
 * The validation table of a holder's form: one row per rule, each with the field it checks and its message, which is
 * a translation key (the shop's translations give the text, the element's built-in texts stand in). A field shows the
 * message of its first rule that fails, in the order of this table. The start day has rules of its own.
 */
import { isEmailShaped } from '../values/emailShape'
import type { DayKey } from '../tickets/wallClock'
import { dayParts } from '../tickets/wallClock'
import type { HolderField, HolderValues } from './types'

export interface HolderRule {
  field: HolderField
  /** The translation key of what the field says when the rule fails. */
  message: string
  /** True when the form's values keep the rule. */
  valid: (values: HolderValues) => boolean
}

/** At least one character that is not white space. */
const filled = (text: string): boolean => text.trim() !== ''

/** A choice's id: a whole number above 0 ('' is no choice). */
const positiveId = (text: string): boolean => /^\d+$/.test(text.trim()) && Number(text) > 0

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

export const HOLDER_RULES: readonly HolderRule[] = [
  {
    field: 'customer_salutation_id',
    message: 'user.fieldErrors.titleRequire',
    valid: (v) => positiveId(v.customer_salutation_id),
  },
  { field: 'name', message: 'user.fieldErrors.nameRequire', valid: (v) => filled(v.name) },
  { field: 'surname', message: 'user.fieldErrors.surnameRequire', valid: (v) => filled(v.surname) },
  { field: 'email', message: 'user.fieldErrors.emailRequire', valid: (v) => filled(v.email) },
  { field: 'email', message: 'user.fieldErrors.emailValid', valid: (v) => isEmailShaped(v.email.trim()) },
  // Optional: an empty repetition passes; one that is given must be an address, and the same address.
  {
    field: 'email_confirmation',
    message: 'user.fieldErrors.emailValidRequire',
    valid: (v) => !filled(v.email_confirmation) || isEmailShaped(v.email_confirmation.trim()),
  },
  {
    field: 'email_confirmation',
    message: 'user.fieldErrors.emailMatch',
    valid: (v) => !filled(v.email_confirmation) || sameAddress(v.email_confirmation, v.email),
  },
  { field: 'addr_street', message: 'user.fieldErrors.streetRequire', valid: (v) => filled(v.addr_street) },
  { field: 'addr_zip', message: 'user.fieldErrors.postRequire', valid: (v) => filled(v.addr_zip) },
  { field: 'addr_city', message: 'user.fieldErrors.cityRequire', valid: (v) => filled(v.addr_city) },
  {
    field: 'addr_country_id',
    message: 'user.fieldErrors.countryRequire',
    valid: (v) => positiveId(v.addr_country_id),
  },
  {
    field: 'language_id',
    message: 'user.fieldErrors.languageRequire',
    valid: (v) => positiveId(v.language_id),
  },
]

/** Each failing field's message key (its first failing rule's); an empty object when the form may be sent. */
export function validateHolder(values: HolderValues): Partial<Record<HolderField, string>> {
  const errors: Partial<Record<HolderField, string>> = {}
  for (const rule of HOLDER_RULES) {
    if (!errors[rule.field] && !rule.valid(values)) errors[rule.field] = rule.message
  }
  return errors
}

export const START_DAY_MESSAGES = {
  invalid: 'personalization.fieldErrors.startAtInvalid',
  past: 'personalization.fieldErrors.startAtPast',
} as const

/** The start day's message key, or null when `day` is a real day from the museum's `today` on. */
export function validateStartDay(day: string, today: DayKey): string | null {
  if (!dayParts(day.trim())) return START_DAY_MESSAGES.invalid
  return day.trim() < today ? START_DAY_MESSAGES.past : null
}
