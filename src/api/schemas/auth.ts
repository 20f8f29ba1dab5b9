/**
 * The answers of the auth calls (devise_token_auth): sign-in, guest creation and token validation put the account
 * under `data`. Only the fields the checkout shows are read; the calls are partly undocumented, so every field is
 * optional and the rest of the answer is kept as it came.
 */
import * as z from 'zod/mini'

const text = z.optional(z.nullable(z.string()))

export const authAnswerSchema = z.looseObject({
  data: z.optional(
    z.nullable(
      z.looseObject({
        name: text,
        surname: text,
        email: text,
      }),
    ),
  ),
})

export type AuthAnswer = z.infer<typeof authAnswerSchema>

/** The person an auth answer names: first name, last name, e-mail ('' where the answer had none). */
export interface AccountName {
  name: string
  surname: string
  email: string
}

/** The account's names from an auth answer. */
export function accountNameOf(answer: AuthAnswer): AccountName {
  const data = answer.data ?? {}
  return { name: data.name ?? '', surname: data.surname ?? '', email: data.email ?? '' }
}
