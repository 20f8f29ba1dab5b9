/**
 * The step before ordering with holds: a line with an open hold goes as it is; a line whose hold ended goes without
 * its token once its places are asked again and found free; when others took them, the checkout orders nothing and
 * names the line.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createCheckout } from '../../../src/checkout/checkout'
import { confirmHeldPlaces } from '../../../src/checkout/heldPlaces'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { PlacesGoneError } from '../../../src/domain/tickets/errors'
import { recheckHeldLines } from '../../../src/store/holds/heldLines'
import { holdCartLine, currentHoldRecords } from '../../../src/store/holds'
import { apiClientFor } from '../../../src/store/apiQuery'
import { shopStore } from '../../../src/store/shopStore'
import { testConfig } from '../../helpers/config'
import { TICKET_IDS } from '../../msw/fixtures/tickets'
import { knobs } from '../../msw/knobs'
import { requestLog, requestsTo } from '../../msw/requestLog'

const NOW = new Date('2026-05-28T09:00:00+02:00').getTime()
const config = testConfig({ holdPlaces: true })
const at = (time: string) => `2026-05-30T${time}:00+02:00`

/** A held ticket line as the cart reads it. */
async function heldLine(
  ticketId: number,
  quantity: number,
  time: string,
  name: string,
): Promise<CartSummaryItem> {
  const token = await holdCartLine({ ticketId, quantity, startAt: at(time) })
  return {
    type: 'Ticket',
    attributes: { id: ticketId, quantity, time: at(time), reservations: [token ?? ''] },
    name,
    price_cents: 1200,
    quantity,
    totalCents: 1200 * quantity,
    ticketType: 'time_slot',
  }
}

const dayCalls = () => requestLog.filter((entry) => entry.pathname.endsWith('/tickets/list_and_quotas'))

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  shopStore.setState({ config: { status: 'ready', config } })
})

describe('recheckHeldLines', () => {
  it('lets lines with open holds go as they are, without asking', async () => {
    const lines = [await heldLine(TICKET_IDS.adult, 2, '11:00', 'Erwachsene')]
    expect(await recheckHeldLines(config, lines, currentHoldRecords())).toEqual({ items: lines, gone: [] })
    expect(dayCalls()).toEqual([])
  })

  it('asks again for a line whose hold ended, with the open holds, and lets it go without its token', async () => {
    const ended = await heldLine(TICKET_IDS.adult, 2, '11:00', 'Erwachsene')
    vi.advanceTimersByTime(4 * 60_000)
    const open = await heldLine(TICKET_IDS.reduced, 1, '11:00', 'Ermäßigt')
    vi.advanceTimersByTime(60_000)
    const { items, gone } = await recheckHeldLines(config, [ended, open], currentHoldRecords())
    expect(gone).toEqual([])
    expect(items).toEqual([
      { ...ended, attributes: { id: TICKET_IDS.adult, quantity: 2, time: at('11:00') } },
      open,
    ])
    expect(dayCalls()).toHaveLength(1)
    expect(dayCalls()[0]?.query).toMatchObject({
      valid_at: ['2026-05-30'],
      'by_ticket_ids[]': [String(TICKET_IDS.adult)],
      'reservations[]': open.attributes.reservations,
    })
  })

  it('names a line whose places others took after its hold ended, and the checkout orders nothing', async () => {
    const line = await heldLine(TICKET_IDS.adult, 3, '11:30', 'Erwachsene')
    vi.advanceTimersByTime(5 * 60_000)
    knobs.placesChanges.push({ quotaId: '61', day: '2026-05-30', time: '11:30', left: 2 })
    expect((await recheckHeldLines(config, [line], currentHoldRecords())).gone).toEqual([
      { item: line, left: 2 },
    ])
    const error = await checkoutOf([line])
      .createOrder('paypal')
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(PlacesGoneError)
    expect(error).toMatchObject({ message: 'Vergeben: Erwachsene (Sa, 30. Mai, 11:30 Uhr)' })
    expect(requestsTo('/api/v4/orders')).toEqual([])
  })

  it('orders a line whose hold ended without its token, when its places are still free', async () => {
    const line = await heldLine(TICKET_IDS.adult, 2, '11:00', 'Erwachsene')
    vi.advanceTimersByTime(5 * 60_000)
    await checkoutOf([line]).createOrder('paypal')
    const [order] = requestsTo('/api/v4/orders')
    expect(order?.body).toMatchObject({
      items: [{ type: 'Ticket', attributes: { id: TICKET_IDS.adult, quantity: 2, time: at('11:00') } }],
    })
    expect(JSON.stringify(order?.body)).not.toContain('reservations')
  })
})

/** The checkout of `items` with the step before ordering of a page with hold-places. */
function checkoutOf(items: CartSummaryItem[]) {
  return createCheckout(setupOf(items))
}

function setupOf(items: CartSummaryItem[]) {
  return {
    client: apiClientFor(config),
    config,
    items,
    donations: [],
    currency: 'EUR',
    paymentModeId: '12',
    outcomeUnknownMessage: '',
    emit: () => {},
    navigate: () => {},
    beforeOrder: confirmHeldPlaces(config, (lines) => `Vergeben: ${lines}`),
  }
}

describe('the checkout when places were taken after a hold ended', () => {
  it('does not go to the failure address, nor report a failed payment: nothing was paid', async () => {
    const line = await heldLine(TICKET_IDS.adult, 3, '11:30', 'Erwachsene')
    vi.advanceTimersByTime(5 * 60_000)
    knobs.placesChanges.push({ quotaId: '61', day: '2026-05-30', time: '11:30', left: 1 })
    const navigate = vi.fn()
    const emit = vi.fn()
    const checkout = createCheckout({ ...setupOf([line]), navigate, emit })
    const error = await checkout.createOrder('paypal').catch((reason: unknown) => reason)
    expect(error).toMatchObject({ gone: [{ item: line, left: 1 }] })
    // What a method does after a failed order creation: nothing leaves the page, no payment failure is sent.
    checkout.fail('create', 'Vergeben', error)
    checkout.reportFailure('create', 'Vergeben', error)
    expect(navigate).not.toHaveBeenCalled()
    expect(emit).not.toHaveBeenCalledWith('shop-payment-failed', expect.anything())
  })

  it('goes to the failure address for any other failure of the order', async () => {
    const navigate = vi.fn()
    const checkout = createCheckout({ ...setupOf([]), navigate, emit: vi.fn() })
    checkout.fail('create', 'Database error')
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
