/**
 * <shop-payment> with ticket lines: each shows its date and time on the museum's clock, is ordered as the documented
 * order item, and a line whose time has passed is named and left out of the summary, the total and the order.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { forgetPayPal, renderPayment } from './shopPaymentRender'

const ADULTS_1130 = {
  type: 'Ticket',
  attributes: { id: 51, quantity: 2, time: '2026-05-30T11:30:00+02:00' },
  name: 'Erwachsene',
  price_cents: 1200,
  ticket_type: 'time_slot',
}
const ADULTS_0900 = { ...ADULTS_1130, attributes: { id: 51, quantity: 1, time: '2026-05-30T09:00:00+02:00' } }

function storeTickets(...lines: unknown[]): void {
  localStorage.setItem(KEYS.cart, JSON.stringify({ version: 1, items: lines }))
}

beforeEach(() => {
  forgetPayPal()
  // The museum's clock: Saturday 30 May 2026, 10:15 in Berlin.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-30T10:15:00+02:00') })
})
afterEach(() => vi.useRealTimers())

describe('<shop-payment> with tickets', () => {
  it('shows each ticket line with its date and time on the museum clock', async () => {
    storeTickets(ADULTS_1130)
    renderPayment()
    const table = await screen.findByRole('table', { name: 'Ihre Bestellung' })
    expect(within(table).getByText('Sa, 30. Mai, 11:30 Uhr')).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: /^Erwachsene/ })).toBeInTheDocument()
  })

  it('names a ticket whose time has passed and leaves it out of the summary and the total', async () => {
    storeTickets(ADULTS_0900, ADULTS_1130)
    renderPayment()
    expect(
      await screen.findByText('Nicht mehr buchbar und nicht bestellt: Erwachsene (Sa, 30. Mai, 09:00 Uhr).'),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Ihre Bestellung' })
    expect(within(table).queryByText(/09:00/)).toBeNull()
    // The line's amount and the total: 2 × 12 €, the passed line counted nowhere.
    expect(within(table).getAllByRole('cell', { name: /^24,00\s€$/ })).toHaveLength(2)
  })

  it('says the cart is empty when every line has passed', async () => {
    storeTickets(ADULTS_0900)
    renderPayment()
    expect(await screen.findByText(/Nicht mehr buchbar und nicht bestellt/)).toBeInTheDocument()
    expect(screen.getByText('Ihr Warenkorb ist leer. Es gibt nichts zu bezahlen.')).toBeInTheDocument()
  })
})
