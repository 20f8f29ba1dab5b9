/**
 * The fake API's capture faults: a capture the server processed before its answer was lost makes the order details
 * say COMPLETED; a capture lost before processing leaves them at the chosen status.
 */
import { describe, expect, it } from 'vitest'
import { knobs } from '../../msw/knobs'
import { clearRequestLog, requestsTo } from '../../msw/requestLog'
import { callFakeApi, callFakeApiJson, validOrderRequest } from './callFakeApi'

const CAPTURE = '/payments/paypal/capture/ord_1/PAYPAL-1'
const DETAILS = '/payments/paypal/details/PAYPAL-1'

interface Details {
  status: string
  purchase_units?: { payments: { captures: { status: string }[] } }[]
}

async function orderAndCapture(): Promise<unknown> {
  await callFakeApi('/orders', { method: 'POST', body: validOrderRequest() })
  return callFakeApi(CAPTURE, { method: 'POST' }).catch((error: unknown) => error)
}

describe('fake v4 API: capture faults', () => {
  it('answers details APPROVED before any capture and COMPLETED after an answered one', async () => {
    await callFakeApi('/orders', { method: 'POST', body: validOrderRequest() })
    expect((await callFakeApiJson<Details>(DETAILS)).status).toBe('APPROVED')
    await callFakeApi(CAPTURE, { method: 'POST' })
    const details = await callFakeApiJson<Details>(DETAILS)
    expect(details.status).toBe('COMPLETED')
    expect(details.purchase_units?.[0]?.payments.captures[0]?.status).toBe('COMPLETED')
  })

  it('drops the connection after processing: the caller gets a network error, the details say COMPLETED', async () => {
    knobs.captureFault = 'dropAfterProcessing'
    expect(await orderAndCapture()).toBeInstanceOf(TypeError)
    expect(requestsTo(CAPTURE)).toHaveLength(1)
    expect((await callFakeApiJson<Details>(DETAILS)).status).toBe('COMPLETED')
  })

  it('drops the connection before processing (fail=capture:network): the details keep the chosen status', async () => {
    knobs.failures.capture = 'network'
    knobs.details.status = 'CREATED'
    expect(await orderAndCapture()).toBeInstanceOf(TypeError)
    const details = await callFakeApiJson<Details>(DETAILS)
    expect(details.status).toBe('CREATED')
    expect(details.purchase_units).toBeUndefined()
  })

  it('does not count a refused capture (captureStatus ≥ 400) as processed', async () => {
    knobs.captureStatus = 422
    await orderAndCapture()
    expect((await callFakeApiJson<Details>(DETAILS)).status).toBe('APPROVED')
  })

  it('forgets processed captures with the request log, like a fresh server', async () => {
    await orderAndCapture()
    clearRequestLog()
    expect((await callFakeApiJson<Details>(DETAILS)).status).toBe('APPROVED')
  })
})
