/**
 * What counts as an e-mail address wherever one is checked: a logged-in visitor's uid, the card form's address, an
 * annual ticket holder's address. A module of its own, so that the elements that check one share these few bytes
 * without sharing the rest of the user module.
 */

/** A basic address pattern: something, one @, something with a dot, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * True when `text` looks like an e-mail address: a logged-in visitor's uid does, a guest's does not, and the card
 * form and the personalization ask for one.
 */
export function isEmailShaped(text: string): boolean {
  return EMAIL_SHAPE.test(text)
}
