/**
 * What the visitor typed into the guest form, kept in sessionStorage for this tab only: it survives going back to
 * the cart and returning, and ends with the tab. Never the terms' consent (asked again) and never a password. The
 * key is the configured `buyerDraft` key; nothing else stores the buyer's data.
 */
import * as z from 'zod/mini'
import { EMPTY_GUEST, type GuestValues } from './buyerForm'

const draftSchema = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  emailConfirmation: z.string(),
  newsletter: z.boolean(),
})

export type BuyerDraft = z.infer<typeof draftSchema>

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The draft of this tab, or null (none, unreadable, or storage refused). Never throws. */
export function readBuyerDraft(key: string): BuyerDraft | null {
  try {
    const text = session()?.getItem(key)
    if (!text) return null
    const parsed = draftSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The form's values from the draft (the consent unchecked). */
export function valuesOfDraft(draft: BuyerDraft | null): GuestValues {
  return draft ? { ...EMPTY_GUEST, ...draft } : EMPTY_GUEST
}

/** Keeps the form's text fields and the newsletter choice. Storage that refuses it only costs the draft. */
export function saveBuyerDraft(key: string, values: GuestValues): void {
  const draft: BuyerDraft = {
    name: values.name,
    surname: values.surname,
    email: values.email,
    emailConfirmation: values.emailConfirmation,
    newsletter: values.newsletter,
  }
  try {
    session()?.setItem(key, JSON.stringify(draft))
  } catch {
    // Full or disabled storage: the form still works, it is only not kept.
  }
}

/** Removes the draft (on signing out). Never throws. */
export function forgetBuyerDraft(key: string): void {
  try {
    session()?.removeItem(key)
  } catch {
    // Disabled storage holds no draft.
  }
}
