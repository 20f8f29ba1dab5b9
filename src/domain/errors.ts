/**
 * The base of every error the product raises, and the errors of the page itself (configuration, browser storage).
 * Each layer adds its own classes on top (src/api: HTTP, network, invalid data, refused orders; src/checkout: the
 * payment provider's scripts and captures), so callers branch with `instanceof` and the user-facing messages are
 * written once, next to their class.
 */

/** The message for a failure that brings no message of its own. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong'

/**
 * What a visitor is told about a failure: 'offline' (no answer: their connection or ours), 'unavailable' (the shop's
 * server failed for now) — both worth trying again — or 'broken' (wrong setup or data; trying again will not help).
 * The technical message stays in the console and the `shop-error` event.
 */
export type FailureKind = 'offline' | 'unavailable' | 'broken'

/** Base class of all shop errors. `code` is stable and safe to send to analytics. */
export class ShopError extends Error {
  readonly code: string = 'shop_error'
  readonly failure: FailureKind = 'broken'
  /** For the console only, when the message alone would not tell the integrator what happened. */
  hint?: string
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

/** The page's shop is not configured. */
export class ConfigError extends ShopError {
  override readonly code = 'config'
  constructor(readonly problem: ConfigProblem) {
    super(CONFIG_MESSAGES[problem])
  }
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

/** True when asking again can give another answer: no answer at all, or the server failed for now. */
export function isRetryable(error: ShopError): boolean {
  return error.failure !== 'broken'
}

/** Turns anything thrown into a ShopError, so nothing unknown reaches store state or host events. */
export function toShopError(error: unknown): ShopError {
  if (error instanceof ShopError) return error
  if (error instanceof Error) return new ShopError(error.message || GENERIC_FAILURE_MESSAGE, { cause: error })
  return new ShopError(GENERIC_FAILURE_MESSAGE, { cause: error })
}
