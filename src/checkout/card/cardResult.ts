/**
 * What the card form's result area says after a failed attempt, derived from the stage and the error, and the
 * card's e-mail rule (a basic address pattern). Pure, so the wording rules are tested without rendering.
 */
import type { Translator } from '../../domain/messages/translations'
import { fieldOf } from '../../domain/values/fieldOf'
import { isEmailShaped } from '../../domain/values/emailShape'
import { PlacesGoneError } from '../../domain/tickets/errors'
import { CaptureOutcomeUnknownError, messageOf } from '../errors'
import type { DeclinedTransaction } from '../types'

/** Whether the card form's e-mail is usable (after trimming). */
export function isValidEmail(value: string): boolean {
  return isEmailShaped(value.trim())
}

/** The stage a card attempt failed in: creating the order, PayPal's approval (3-D Secure), or the capture. */
export type CardStage = 'create' | 'approve' | 'capture'

/** The result area's content after a failure. */
export type CardResult =
  | { kind: 'create' | 'capture'; reason: string }
  | { kind: 'declined'; transaction: DeclinedTransaction }
  | { kind: 'unknown'; message: string }
  /** Places whose hold ended were taken meanwhile: their sentence, nothing to try again with the card. */
  | { kind: 'placesGone'; message: string }

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

/** The declined transaction an error carries (Checkout.capture's optional `declinedTransaction`), if any. */
export function declinedTransactionOf(error: unknown): DeclinedTransaction | null {
  const status = fieldOf(error, 'declinedTransaction', 'status')
  const id = fieldOf(error, 'declinedTransaction', 'id')
  return isText(status) && isText(id) ? { status, id } : null
}

/**
 * The result of a failure in `stage`: places taken meanwhile (their own sentence); before an order exists, 'Could not
 * initiate…'; after, a capture whose outcome is unknown (its own "do not pay again" text), a declined transaction when
 * the error says so, else 'Sorry, your transaction could not be processed…'.
 */
export function cardFailure(stage: CardStage, error: unknown): CardResult {
  if (error instanceof PlacesGoneError) return { kind: 'placesGone', message: error.message }
  if (stage === 'create') return { kind: 'create', reason: messageOf(error) }
  if (error instanceof CaptureOutcomeUnknownError) return { kind: 'unknown', message: error.message }
  const transaction = declinedTransactionOf(error)
  return transaction ? { kind: 'declined', transaction } : { kind: 'capture', reason: messageOf(error) }
}

/**
 * The lines the result area shows for `result`: the headline and what the visitor can do. The technical reason
 * (a server's message, an HTTP status) is never among them: it goes to {@link cardFailureDetail}.
 */
export function cardResultLines(result: CardResult, text: Translator): string[] {
  if (result.kind === 'declined')
    return [text('payment.card.declined', { ...result.transaction }), text('payment.card.tryAgain')]
  if (result.kind === 'unknown' || result.kind === 'placesGone') return [result.message]
  const headline = text(result.kind === 'create' ? 'payment.card.createFailed' : 'payment.card.captureFailed')
  return [headline, text('payment.card.tryAgain')]
}

/** What the integrator learns of a failure (console, `shop-payment-failed`): the reason when there is one. */
export function cardFailureDetail(result: CardResult, text: Translator): string {
  const [headline = ''] = cardResultLines(result, text)
  return ('reason' in result && result.reason) || headline
}
