/**
 * <shop-payment> asks its ticket lines once more before paying: a price the museum changed shows plainly and is
 * confirmed before any method is offered, then ordered at the API's price; a line that breaks a booking rule is left
 * out and said, with the way back to the cart; a quantity above max_persons is lowered; asking that fails offers
 * "Erneut prüfen" and no method.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { payWithPayPal, storeCart } from './reviewCheckout'
import { forgetPayPal, loadPayPal, renderPayment } from './shopPaymentRender'

/** Two adults at 15:00 on the fake API's Saturday, where the timed quota is full of places. */
const ADULTS = {
  type: 'Ticket',
  attributes: { id: 51, quantity: 2, time: '2026-05-30T15:00:00+02:00' },
  name: 'Erwachsene 🦕',
  price_cents: 1200,
  ticket_type: 'time_slot',
}
const ADULTS_LABEL = 'Erwachsene 🦕 (Sa, 30. Mai, 15:00 Uhr)'

beforeEach(() => {
  forgetPayPal()
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-28T10:15:00+02:00') })
})
afterEach(() => vi.useRealTimers())

describe('<shop-payment>: a price changed since the line was chosen', () => {
  it('is shown, confirmed before the methods, and ordered at the API price', async () => {
    // Edited in storage to 1 cent.
    storeCart({ ...ADULTS, price_cents: 1 })
    const { user } = renderPayment()
    const table = await screen.findByRole('table', { name: 'Ihre Bestellung' })
    expect(await within(table).findByText('Der Preis hat sich geändert: jetzt 12,00 €')).toBeInTheDocument()
    expect(within(table).getAllByRole('cell', { name: /^24,00\s€$/ })).toHaveLength(2)
    // No method is offered before the visitor confirmed: PayPal's script is not even asked for.
    expect(document.head.querySelector('script[src*="paypal.com/sdk/js"]')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Neue Preise bestätigen' }))
    const order = await payWithPayPal(user)
    expect(order.total).toBe(2400)
    expect(order.items[0]?.payment_attributes.unit_amount.value).toBe('12.00')
    expect(requestsTo('/api/v4/tickets/list_and_quotas').length).toBeGreaterThanOrEqual(2)
  })

  it('needs no confirmation when the price is the same', async () => {
    storeCart(ADULTS)
    const { user } = renderPayment()
    await screen.findByRole('table', { name: 'Ihre Bestellung' })
    const order = await payWithPayPal(user)
    expect(order.total).toBe(2400)
    expect(screen.queryByText(/Der Preis hat sich geändert/)).toBeNull()
  })

  it('stops the order when the price changes again after the review', async () => {
    storeCart(ADULTS)
    const { user, navigate } = renderPayment()
    await loadPayPal({ eligible: ['paypal'] })
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }))
    knobs.ticketPrices[51] = 1400
    await user.click(await screen.findByRole('button', { name: 'PayPal (test double) paypal' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce())
    expect(decodeURIComponent(String(navigate.mock.calls[0]?.[0]))).toContain(
      'Preise oder freie Plätze haben sich eben geändert',
    )
    expect(requestsTo('/api/v4/orders')).toHaveLength(0)
  })
})

describe('<shop-payment>: an event date booked at several prices is asked too', () => {
  it("asks an event date booked at several prices by its event's dates, and orders the booking at today's prices", async () => {
    storeCart({
      type: 'Event',
      attributes: { id: 106, quantities: { '1': 2, '4': 1 } },
      event_id: 24,
      name: 'Stadtführung – Sa, 6. Feb. 2027, 11:00 Uhr',
      price_cents: 300,
      participant_count: 3,
    })
    const { user } = renderPayment()
    const table = await screen.findByRole('table', { name: 'Ihre Bestellung' })
    // Two adults at 14,00 € and one reduced at 9,00 €: 37,00 € for the booking.
    expect(await within(table).findByText('Der Preis hat sich geändert: jetzt 37,00 €')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Neue Preise bestätigen' }))
    const order = await payWithPayPal(user)
    expect(order.total).toBe(3700)
  })
})

describe('<shop-payment>: lines that break a booking rule', () => {
  it('leaves out a family line below its fewest per booking, says why and leads back to the cart', async () => {
    storeCart(ADULTS, {
      ...ADULTS,
      attributes: { id: 53, quantity: 1, time: '2026-05-30T15:00:00+02:00' },
      name: 'Familie (pro Person)',
      price_cents: 900,
    })
    renderPayment()
    expect(
      await screen.findByText(
        'Nicht bestellt: Familie (pro Person) (Sa, 30. Mai, 15:00 Uhr). Eine Buchung umfasst mindestens 2.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Im Warenkorb ändern' })).toHaveAttribute(
      'href',
      expect.stringMatching(/cart/),
    )
    const table = screen.getByRole('table', { name: 'Ihre Bestellung' })
    expect(within(table).queryByText(/Familie/)).toBeNull()
  })

  it('leaves out a line whose places are gone', async () => {
    storeCart({
      ...ADULTS,
      attributes: { ...ADULTS.attributes, quantity: 4, time: '2026-05-30T11:30:00+02:00' },
    })
    renderPayment()
    expect(
      await screen.findByText(
        'Nicht bestellt: Erwachsene 🦕 (Sa, 30. Mai, 11:30 Uhr). Es sind nicht mehr genug Plätze frei.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('Ihr Warenkorb ist leer. Es gibt nichts zu bezahlen.')).toBeInTheDocument()
  })

  it('orders a quantity above max_persons as max_persons, and says so', async () => {
    storeCart({ ...ADULTS, attributes: { ...ADULTS.attributes, quantity: 12 } })
    const { user } = renderPayment()
    expect(
      await screen.findByText(
        `${ADULTS_LABEL}: Eine Buchung umfasst höchstens 10, so viele werden bestellt.`,
      ),
    ).toBeInTheDocument()
    const order = await payWithPayPal(user)
    expect(order.items[0]?.attributes.quantity).toBe(10)
    expect(order.total).toBe(12000)
  })
})

describe('<shop-payment>: asking the lines fails', () => {
  it('offers "Erneut prüfen" and no method, then the methods once the answer comes', async () => {
    knobs.failures.ticketsListAndQuotas = 'http500'
    storeCart(ADULTS)
    const { user } = renderPayment()
    expect(
      await screen.findByText('Die aktuellen Preise und freien Plätze konnten gerade nicht geprüft werden.'),
    ).toBeInTheDocument()
    expect(document.head.querySelector('script[src*="paypal.com/sdk/js"]')).toBeNull()
    delete knobs.failures.ticketsListAndQuotas
    await user.click(screen.getByRole('button', { name: 'Erneut prüfen' }))
    await loadPayPal({ eligible: ['paypal'] })
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument()
  })
})
