/**
 * The errors of talking to the v4 API: no answer, an error status, data of the wrong shape, a refused order. They
 * extend the product's ShopError (src/domain/errors.ts), so store state and host events treat them like any other.
 */
import { ShopError, type FailureKind } from '../domain/errors'
import type { FieldMessages } from './fieldErrors'

/** The request never got an HTTP answer. Its user-facing text is 'Database error'. */
export class NetworkError extends ShopError {
  override readonly code: string = 'network'
  override readonly failure: FailureKind = 'offline'
  constructor(options?: { cause?: unknown }, api?: string) {
    super('Database error', options)
    // The console names the address: offline, a wrong api-url and a missing CORS allowance all end here.
    if (api) this.hint = `the API cannot be reached at ${api} (network)`
  }
}

/** The request took longer than the client's timeout and was aborted. */
export class TimeoutError extends NetworkError {
  override readonly code = 'timeout'
  // An answer that never came is the shop's silence, not the visitor's connection.
  override readonly failure = 'unavailable'
  constructor(readonly timeoutMs: number) {
    super()
  }
}

/**
 * The server answered with status ≥ 400. `serverMessage` is the body's own message in whichever shape it came, as short
 * plain text, or '' when it had none; the error's message is "<status> <server message>", or the status alone.
 */
export class HttpError extends ShopError {
  override readonly code = 'http'
  // Server errors, rate limits and timeouts pass; any other 4xx is a wrong request that will be refused again.
  override readonly failure: FailureKind
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    /** The server's words by field, for forms that show them there (absent when they could not be read). */
    readonly fieldMessages?: FieldMessages,
  ) {
    super(serverMessage ? `${status} ${serverMessage}` : String(status))
    this.failure = status >= 500 || status === 408 || status === 429 ? 'unavailable' : 'broken'
  }
}

/** The server answered, but not with data of the expected shape (malformed JSON, wrong types). */
export class InvalidDataError extends ShopError {
  override readonly code = 'invalid_data'
  constructor(
    readonly what: string,
    readonly details = '',
  ) {
    super(`Invalid data from the shop API: ${what}`)
  }
}

/** Order creation was refused: the server's message, or GENERIC_FAILURE_MESSAGE, is shown on the failure page. */
export class PaymentError extends ShopError {
  override readonly code = 'payment'
}
