/**
 * What the checkout does not order as stored is said beside the summary: lines it cannot read (a negative quantity, a
 * price as text, no type) are named like past lines; a guest's donation above its campaign's cap is lowered to the
 * cap, in the summary and in the order.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { requestsTo } from '../../../msw/requestLog'
import { forgetPayPal, loadPayPal, renderPayment } from './shopPaymentRender'

const ARTICLE = {
  type: 'Merchandise',
  attributes: { id: 7, quantity: 1 },
  name: 'Katalog',
  price_cents: 2500,
}

function storeCart(...lines: unknown[]): void {
  localStorage.setItem(KEYS.cart, JSON.stringify({ version: 1, items: lines }))
}

beforeEach(forgetPayPal)

describe('<shop-payment>: lines it cannot read', () => {
  it('names them and leaves them out of the summary and the total', async () => {
    storeCart(
      ARTICLE,
      { ...ARTICLE, name: 'Poster', attributes: { id: 8, quantity: -2 } },
      { ...ARTICLE, name: 'Tasche', price_cents: '1400' },
      { attributes: { id: 9, quantity: 1 }, name: 'Ohne Art', price_cents: 100 },
      { type: 'Merchandise', attributes: { id: 10, quantity: 1 }, price_cents: 'x' },
    )
    renderPayment()
    expect(
      await screen.findByText(
        'Nicht lesbar und nicht bestellt: Poster, Tasche, Ohne Art, ein Eintrag ohne Namen.',
      ),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Ihre Bestellung' })
    expect(within(table).queryByText('Poster')).toBeNull()
    expect(within(table).getAllByRole('cell', { name: /^25,00\s€$/ })).toHaveLength(2)
  })

  it('says nothing when every line reads', async () => {
    storeCart(ARTICLE)
    renderPayment()
    await screen.findByRole('table', { name: 'Ihre Bestellung' })
    expect(screen.queryByText(/Nicht lesbar/)).toBeNull()
  })
})

describe("<shop-payment>: a guest's donation above its campaign's cap", () => {
  it('is lowered to the cap in the summary and the order, and said', async () => {
    storeCart(ARTICLE)
    // Campaign 1 caps guests at 100,00 €: 80 € + 50 € stored; campaign 2 has no cap.
    localStorage.setItem(
      KEYS.donations,
      JSON.stringify([
        { campaign_id: 1, value: 8000 },
        { campaign_id: 1, value: 5000 },
        { campaign_id: 2, value: 30000 },
      ]),
    )
    const { user } = renderPayment()
    expect(
      await screen.findByText(
        'Als Gast spenden Sie höchstens 100,00 €: Spende: Neue Dinosaurierhalle 🦕 wird mit 100,00 € bestellt.',
      ),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Ihre Bestellung' })
    // 25 € + 80 € + 20 € + 300 €.
    expect(within(table).getByRole('cell', { name: /^425,00\s€$/ })).toBeInTheDocument()

    await loadPayPal({ eligible: ['paypal'] })
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }))
    await user.click(await screen.findByRole('button', { name: 'PayPal (test double) paypal' }))
    await waitFor(() => expect(requestsTo('/api/v4/orders')).toHaveLength(1))
    const order = requestsTo('/api/v4/orders')[0]?.body as { total: number; items: { type: string }[] }
    expect(order.total).toBe(42500)
  })

  it('stays as stored for a campaign without a cap', async () => {
    storeCart(ARTICLE)
    localStorage.setItem(KEYS.donations, JSON.stringify([{ campaign_id: 2, value: 30000 }]))
    renderPayment()
    await screen.findByRole('table', { name: 'Ihre Bestellung' })
    await waitFor(() => expect(screen.getByRole('cell', { name: /^325,00\s€$/ })).toBeInTheDocument())
    expect(screen.queryByText(/Als Gast/)).toBeNull()
  })
})
