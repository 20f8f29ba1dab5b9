import { describe, expect, it } from 'vitest'
import {
  HttpError,
  InvalidDataError,
  NetworkError,
  PaymentError,
  TimeoutError,
} from '../../../src/api/errors'
import { ConfigError, isRetryable, StorageError, toShopError } from '../../../src/domain/errors'

describe('what a visitor is told about a failure', () => {
  it.each([
    ['no answer', new NetworkError(), 'offline', true],
    ['a hanging server (timeout): the shop does not answer', new TimeoutError(10_000), 'unavailable', true],
    ['a server error', new HttpError(500, 'Internal Server Error'), 'unavailable', true],
    ['a busy server', new HttpError(503, ''), 'unavailable', true],
    ['a rate limit', new HttpError(429, ''), 'unavailable', true],
    ['a request timeout', new HttpError(408, ''), 'unavailable', true],
    ['a wrong shop domain', new HttpError(404, 'Not Found'), 'broken', false],
    ['a refused request', new HttpError(422, 'invalid'), 'broken', false],
    ['data of the wrong shape', new InvalidDataError('/shop'), 'broken', false],
    ['a missing setting', new ConfigError('api-url'), 'broken', false],
    ['unusable storage', new StorageError('k', 'quota'), 'broken', false],
    ['a refused order', new PaymentError('Sold out'), 'broken', false],
    ['anything else thrown', toShopError(new TypeError('x is undefined')), 'broken', false],
  ])('%s is %s (retry: %s)', (_, error, failure, retryable) => {
    expect(error.failure).toBe(failure)
    expect(isRetryable(error)).toBe(retryable)
  })
})
