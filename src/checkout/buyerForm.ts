/**
 * The buyer forms' rules: the guest form (names, e-mail twice, the terms) and the sign-in form. Each rule gives the
 * translation key of its message (the shop's `user.fieldErrors.*`, with built-in texts), so the element shows the
 * shop's own words. Pure: the element decides when to check (on leaving a field, on submit).
 */
import { isEmailShaped } from '../domain/values/emailShape'

/** What the guest form holds. */
export interface GuestValues {
  name: string
  surname: string
  email: string
  emailConfirmation: string
  terms: boolean
  newsletter: boolean
}

export type GuestField = 'name' | 'surname' | 'email' | 'emailConfirmation' | 'terms'

/** The fields in the order the form shows them: the first one with a message gets the focus. */
export const GUEST_FIELDS: readonly GuestField[] = ['name', 'surname', 'email', 'emailConfirmation', 'terms']

export const EMPTY_GUEST: GuestValues = {
  name: '',
  surname: '',
  email: '',
  emailConfirmation: '',
  terms: false,
  newsletter: false,
}

/** Message keys of the fields that break a rule. */
export type FieldKeys<F extends string> = Partial<Record<F, string>>

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function emailKey(email: string): string | undefined {
  if (email.trim() === '') return 'user.fieldErrors.emailRequire'
  return isEmailShaped(email.trim()) ? undefined : 'user.fieldErrors.emailValid'
}

/** The message key of one guest field, or undefined when it is fine. */
export function guestFieldKey(field: GuestField, values: GuestValues): string | undefined {
  switch (field) {
    case 'name':
      return values.name.trim() ? undefined : 'user.fieldErrors.nameRequire'
    case 'surname':
      return values.surname.trim() ? undefined : 'user.fieldErrors.surnameRequire'
    case 'email':
      return emailKey(values.email)
    case 'emailConfirmation':
      if (!isEmailShaped(values.emailConfirmation.trim())) return 'user.fieldErrors.emailValidRequire'
      return sameAddress(values.email, values.emailConfirmation) ? undefined : 'user.fieldErrors.emailMatch'
    case 'terms':
      return values.terms ? undefined : 'user.fieldErrors.termsRequire'
  }
}

/** Every guest field's message key (only fields that break a rule). */
export function guestFormKeys(values: GuestValues): FieldKeys<GuestField> {
  const keys: FieldKeys<GuestField> = {}
  for (const field of GUEST_FIELDS) {
    const key = guestFieldKey(field, values)
    if (key) keys[field] = key
  }
  return keys
}

export type SignInField = 'email' | 'password'

export interface SignInValues {
  email: string
  password: string
}

/** The sign-in form's message keys. */
export function signInKeys(values: SignInValues): FieldKeys<SignInField> {
  const keys: FieldKeys<SignInField> = {}
  const email = emailKey(values.email)
  if (email) keys.email = email
  if (values.password === '') keys.password = 'user.fieldErrors.passwordRequire'
  return keys
}

/** The first field of `order` that has a message, for the focus. */
export function firstInvalid<F extends string>(order: readonly F[], keys: FieldKeys<F>): F | undefined {
  return order.find((field) => keys[field] !== undefined)
}

/**
 * The words of a translation that may carry markup (the shop's consent text links its terms page): tags are dropped
 * and the text stays text. React escapes what is left, so nothing of it becomes markup.
 */
export function plainText(translation: string): string {
  return translation
    .replace(/<[^>]*>?/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
