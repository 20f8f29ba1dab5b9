/**
 * A finalize that timed out may have arrived: the order is asked again before sending is offered again. Arrived, it
 * counts as sent; not arrived, the visitor is asked to send again; no answer to that either, to reload first.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TimeoutError } from '../../../src/api/errors'
import type { TicketSale } from '../../../src/domain/personalization/types'
import { sendPersonalization } from '../../../elements/shop-personalization/sendPersonalization'
import * as services from '../../../src/services/personalization'
import { apiClientFor } from '../../../src/store/apiQuery'
import { testConfig } from '../../helpers/config'
import { erikaValues } from '../../helpers/holders'
import { ANNUAL_ORDER_TOKENS } from '../../msw/fixtures/annualOrders'
import { knobs } from '../../msw/knobs'
import { requestsTo } from '../../msw/requestLog'

vi.mock('../../../src/services/personalization', async (importOriginal) => {
  const original = await importOriginal<typeof services>()
  return { ...original, finalizePersonalization: vi.fn(original.finalizePersonalization) }
})

const config = testConfig()
const OPEN = ANNUAL_ORDER_TOKENS.open
const finalize = vi.mocked(services.finalizePersonalization)
const { finalizePersonalization: realFinalize } = await vi.importActual<typeof services>(
  '../../../src/services/personalization',
)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-05-28T09:00:00+02:00'))
})

async function openSale(): Promise<TicketSale> {
  const order = await services.fetchAnnualOrder(apiClientFor(config), { token: OPEN })
  const sale = order.sales.find((candidate) => candidate.id === 51)
  if (!sale) throw new Error('no sale 51')
  return sale
}

async function send(sale: TicketSale) {
  const emit = vi.fn()
  const outcome = await sendPersonalization({
    config,
    token: OPEN,
    sale,
    startDay: sale.startDay ?? '2026-06-01',
    values: sale.holders.map(() => erikaValues()),
    today: '2026-05-28',
    emit,
  })
  return { outcome, emit }
}

describe('a finalize without an answer', () => {
  it('that arrived all the same counts as sent, after asking the order again', async () => {
    const sale = await openSale()
    finalize.mockImplementationOnce(async (...args) => {
      await realFinalize(...args)
      throw new TimeoutError(20_000)
    })
    const asked = requestsTo('/api/v4/annual/order').length
    const { outcome, emit } = await send(sale)
    expect(outcome).toEqual({ kind: 'sent' })
    expect(requestsTo('/api/v4/annual/order')).toHaveLength(asked + 1)
    expect(emit).toHaveBeenCalledWith('shop-personalized', expect.objectContaining({ ticketSaleId: 51 }))
  })

  it('that did not arrive says so, and sending is offered again', async () => {
    const sale = await openSale()
    finalize.mockRejectedValueOnce(new TimeoutError(20_000))
    const { outcome, emit } = await send(sale)
    expect(outcome).toMatchObject({ kind: 'failed', timedOut: 'notArrived' })
    expect(emit).not.toHaveBeenCalled()
  })

  it('says that nobody knows yet when the order cannot be asked either', async () => {
    const sale = await openSale()
    finalize.mockRejectedValueOnce(new TimeoutError(20_000))
    knobs.failures.annualOrder = 'http500'
    const { outcome } = await send(sale)
    expect(outcome).toMatchObject({ kind: 'failed', timedOut: 'unknown' })
  })
})
