/**
 * The checkout's summary shows what a ticket line carries beyond its name, for a review before paying: each part's
 * time of a combination ticket and the persons named.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { REVIEW_LINES, storedCart } from '../../../helpers/storedCart'
import { forgetPayPal, renderPayment } from './shopPaymentRender'

beforeEach(() => {
  forgetPayPal()
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-28T10:15:00+02:00') })
})
afterEach(() => vi.useRealTimers())

describe('<shop-payment>: the details of a ticket line', () => {
  it("shows each part's time of a combination ticket and the persons a ticket names", async () => {
    localStorage.setItem(KEYS.cart, JSON.stringify(storedCart(REVIEW_LINES.combination, REVIEW_LINES.named)))
    renderPayment()
    const table = await screen.findByRole('table', { name: 'Ihre Bestellung' })
    const combination = within(table).getByRole('cell', { name: /^Kombiticket/ })
    expect(combination).toHaveTextContent('Teil 1: Sa, 30. Mai, 11:30 UhrTeil 2: Sa, 30. Mai, 13:00 Uhr')
    const named = within(table).getByRole('cell', { name: /^Erwachsene/ })
    expect(named).toHaveTextContent('Sa, 30. Mai, 15:00 UhrFür Anna Muster, Ben Beispiel')
  })
})
