/**
 * Every error the product raises is one of these classes, so callers branch with `instanceof` and the
 * user-facing messages of the spec (§8) are written in exactly one place: here.
 */

/** The spec's (§8) message for a failure that brings no message of its own. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong'

/** Base class of all shop errors. `code` is stable and safe to send to analytics. */
export class ShopError extends Error {
  readonly code: string = 'shop_error'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
  }
}

/** Which piece of configuration is missing or unusable. */
export type ConfigProblem = 'api-url' | 'api-url-invalid' | 'shop-domain' | 'locale' | 'no-init-element'

const CONFIG_MESSAGES: Record<ConfigProblem, string> = {
  'api-url': 'Public API URL is not set',
  'api-url-invalid': 'Public API URL is not a valid http(s) address',
  'shop-domain': 'Shop Domain (X-Shop-Url) is not set',
  locale: 'Locale is not set',
  'no-init-element': 'Public API URL is not set',
}

/** The page's shop is not configured (spec §8 "Configuration missing"). */
export class ConfigError extends ShopError {
  override readonly code = 'config'
  constructor(readonly problem: ConfigProblem) {
    super(CONFIG_MESSAGES[problem])
  }
}

/** The request never got an HTTP answer. The spec's user-facing text for this is 'Database error'. */
export class NetworkError extends ShopError {
  override readonly code: string = 'network'
  constructor(options?: { cause?: unknown }) {
    super('Database error', options)
  }
}

/** The request took longer than the client's timeout and was aborted. */
export class TimeoutError extends NetworkError {
  override readonly code = 'timeout'
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
  constructor(
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(serverMessage ? `${status} ${serverMessage}` : String(status))
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

/** Order creation was refused (spec §8): the server's message, or GENERIC_FAILURE_MESSAGE, is shown on the failure page. */
export class PaymentError extends ShopError {
  override readonly code = 'payment'
}

/** The payment provider's script could not be loaded or used (spec §8 "Payment script"). */
export class PaymentSdkError extends ShopError {
  override readonly code = 'payment_sdk'
}

/** Reading or writing the browser's storage failed (quota, disabled storage, foreign data). */
export class StorageError extends ShopError {
  override readonly code = 'storage'
  constructor(
    readonly key: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** Turns anything thrown into a ShopError, so nothing unknown reaches store state or host events. */
export function toShopError(error: unknown): ShopError {
  if (error instanceof ShopError) return error
  if (error instanceof Error) return new ShopError(error.message || GENERIC_FAILURE_MESSAGE, { cause: error })
  return new ShopError(GENERIC_FAILURE_MESSAGE, { cause: error })
}
