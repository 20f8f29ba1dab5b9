/**
 * The errors of the checkout itself, on top of the API's (a refused order is the API's PaymentError): a provider
 * script that cannot be used, a capture the provider declined, and a capture whose outcome could not be learned.
 */
import { PaymentError } from '../api/errors'
import { ShopError } from '../domain/errors'
import type { DeclinedTransaction } from './types'
import { fieldOf } from '../domain/values/fieldOf'

/** The payment provider's script could not be loaded or used. */
export class PaymentSdkError extends ShopError {
  override readonly code = 'payment_sdk'
}

/** A capture the provider answered without completing it; `declinedTransaction` says which and how. */
export class CaptureDeclinedError extends PaymentError {
  constructor(readonly declinedTransaction: DeclinedTransaction) {
    super(`Transaction ${declinedTransaction.status}: ${declinedTransaction.id}`)
  }
}

/**
 * A capture whose outcome could not be learned: the money may have been taken. The message is the translated "do not
 * pay again, check your e-mail"; the order token lets the host page follow the order up.
 */
export class CaptureOutcomeUnknownError extends PaymentError {
  constructor(
    readonly orderToken: string,
    readonly providerOrderId: string,
    message: string,
  ) {
    super(message)
  }
}

/** The message of a thrown value (an Error, a string, or an object with a text `message`); '' when it has none. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  const message = fieldOf(error, 'message')
  return typeof message === 'string' ? message : ''
}
