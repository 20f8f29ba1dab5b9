/**
 * The check of a capture without a clear answer: which failures leave the outcome open, what a details answer says,
 * and the bounded retries with growing pauses that leave no timer behind.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError, InvalidDataError, NetworkError, TimeoutError } from '../../../../src/api/errors'
import {
  DETAILS_RETRY_DELAYS_MS,
  detailsVerdict,
  isUncertainCaptureFailure,
  verdictFromDetails,
} from '../../../../src/checkout/captureRecovery'

afterEach(() => {
  vi.useRealTimers()
})

describe('isUncertainCaptureFailure', () => {
  it('treats no answer, a gateway status and an unreadable success as open', () => {
    expect(isUncertainCaptureFailure(new NetworkError())).toBe(true)
    expect(isUncertainCaptureFailure(new TimeoutError(20_000))).toBe(true)
    expect(isUncertainCaptureFailure(new InvalidDataError('/capture', 'malformed JSON'))).toBe(true)
    for (const status of [502, 503, 504])
      expect(isUncertainCaptureFailure(new HttpError(status, ''))).toBe(true)
  })

  it('treats any other error status as the server saying no', () => {
    for (const status of [400, 422, 429, 500]) {
      expect(isUncertainCaptureFailure(new HttpError(status, 'Capture failed'))).toBe(false)
    }
    expect(isUncertainCaptureFailure(new Error('programming error'))).toBe(false)
  })
})

describe('detailsVerdict', () => {
  it('reads COMPLETED, or a completed or pending capture, as captured', () => {
    expect(detailsVerdict({ status: 'COMPLETED' })).toBe('captured')
    const withCapture = (status: string) => ({
      status: 'APPROVED',
      purchase_units: [{ payments: { captures: [{ id: 'C-1', status }] } }],
    })
    expect(detailsVerdict(withCapture('COMPLETED'))).toBe('captured')
    expect(detailsVerdict(withCapture('PENDING'))).toBe('captured')
    expect(detailsVerdict(withCapture('DECLINED'))).toBe('not-captured')
  })

  it.each(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'PAYER_ACTION_REQUIRED'])(
    'reads %s as not captured',
    (status) => {
      expect(detailsVerdict({ id: 'PAYPAL-1', status })).toBe('not-captured')
    },
  )

  it.each([
    ['no answer', null],
    ['no status', { id: 'PAYPAL-1' }],
    ['an unknown status', { status: 'SOMETHING_NEW' }],
    ['a status of the wrong type', { status: 7 }],
    ['a list', ['COMPLETED']],
  ])('has no verdict for %s', (_, details) => {
    expect(detailsVerdict(details)).toBeNull()
  })
})

describe('verdictFromDetails', () => {
  it('returns the first clear answer without waiting', async () => {
    const readDetails = vi.fn().mockResolvedValue({ status: 'COMPLETED' })
    await expect(verdictFromDetails(readDetails)).resolves.toBe('captured')
    expect(readDetails).toHaveBeenCalledTimes(1)
  })

  it('asks again after each pause, growing, and gives up as unknown after the last; no timer is left', async () => {
    vi.useFakeTimers()
    expect(DETAILS_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000])
    const readDetails = vi.fn().mockRejectedValue(new NetworkError())
    let verdict: string | null = null
    void verdictFromDetails(readDetails).then((value) => (verdict = value))

    await vi.advanceTimersByTimeAsync(0)
    expect(readDetails).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(readDetails).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(readDetails).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(readDetails).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(readDetails).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4000)
    expect(readDetails).toHaveBeenCalledTimes(4)
    expect(verdict).toBe('unknown')
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(readDetails).toHaveBeenCalledTimes(4)
  })

  it('stops at the first clear answer after failures', async () => {
    const readDetails = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(503, 'Service Unavailable'))
      .mockResolvedValueOnce({ status: 'SOMETHING_NEW' })
      .mockResolvedValueOnce({ status: 'APPROVED' })
    await expect(verdictFromDetails(readDetails, [1, 1, 1])).resolves.toBe('not-captured')
    expect(readDetails).toHaveBeenCalledTimes(3)
  })

  it('does not ask again when the server refuses the question (404), and says unknown', async () => {
    const readDetails = vi.fn().mockRejectedValue(new HttpError(404, 'Not Found'))
    await expect(verdictFromDetails(readDetails, [1, 1, 1])).resolves.toBe('unknown')
    expect(readDetails).toHaveBeenCalledTimes(1)
  })

  it('asks again after 429 and unreadable data', async () => {
    const readDetails = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(429, 'Too Many Requests'))
      .mockRejectedValueOnce(new InvalidDataError('/details', 'malformed JSON'))
      .mockResolvedValueOnce({ status: 'COMPLETED' })
    await expect(verdictFromDetails(readDetails, [1, 1, 1])).resolves.toBe('captured')
  })
})
