/**
 * <shop-cart>'s code field loads only when it is needed: the closed field is drawn without the field's chunk, opening
 * it loads the chunk and puts the keyboard in the field, a failed load says so with "Erneut versuchen" and a
 * `shop-error`, and a stored code loads the field at once (it lists the code). The chunk is the field's module,
 * observed through a mock that counts its loads and can fail like a chunk that cannot be fetched.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { couponsKey } from '../../../../src/domain/cart/coupons'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { renderCart } from './renderCart'

const chunk = vi.hoisted(() => ({ loads: 0, fail: false }))
vi.mock('../../../../elements/base/coupons/CouponField', async (importOriginal) => {
  chunk.loads += 1
  if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

const DAY_TICKETS = {
  type: 'Ticket',
  attributes: { id: 54, quantity: 2 },
  name: 'Tageskarte Kunsthalle am Fluss',
  price_cents: 1000,
}
const OPEN = { name: 'Gutschein- oder Aktionscode eingeben' }
const FIELD = { name: 'Gutschein- oder Aktionscode' }

// In this order: the module is loaded once per file, so the first test sees the closed field without it.
describe("the cart's code field, loaded when needed", () => {
  it('draws the closed field without loading its chunk', async () => {
    renderCart({ lines: [DAY_TICKETS] })
    const toggle = await screen.findByRole('button', OPEN)
    expect(toggle).toHaveAttribute('part', 'coupon-toggle')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).not.toHaveAttribute('aria-busy')
    expect(toggle.closest('[part="coupon"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', FIELD)).toBeNull()
    expect(chunk.loads).toBe(0)
  })

  it('says so with a retry and a shop-error when the chunk cannot be loaded; the retry opens the field', async () => {
    consoleSpies()
    chunk.fail = true
    const { user, events } = renderCart({ lines: [DAY_TICKETS] })
    await user.click(await screen.findByRole('button', OPEN))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Das Feld für Gutschein- und Aktionscodes konnte nicht geladen werden.')
    await waitFor(() =>
      expect(events.map((event) => event.detail)).toContainEqual(
        expect.objectContaining({ element: 'shop-cart', code: 'coupon_field_load' }),
      ),
    )
    chunk.fail = false
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('textbox', FIELD)).toHaveFocus()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens on a click with the keyboard in the field', async () => {
    const { user } = renderCart({ lines: [DAY_TICKETS] })
    await user.click(await screen.findByRole('button', OPEN))
    expect(await screen.findByRole('textbox', FIELD)).toHaveFocus()
  })

  it('opens with the keyboard alone', async () => {
    const { user } = renderCart({ lines: [DAY_TICKETS] })
    ;(await screen.findByRole('button', OPEN)).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('textbox', FIELD)).toHaveFocus()
  })

  it('loads the field at once when a code is stored, listing it without a click', async () => {
    localStorage.setItem(
      couponsKey(KEYS),
      JSON.stringify({ coupons: [{ code: 'WERT25', kind: 'value', valueCents: 2500 }], prices: null }),
    )
    renderCart({ lines: [DAY_TICKETS] })
    const codes = await screen.findByRole('list', { name: 'Eingelöste Codes' })
    expect(codes).toHaveTextContent('WERT25')
    expect(screen.getByRole('button', { name: 'Code WERT25 entfernen' })).toBeInTheDocument()
    expect(screen.getByText('Zu zahlen')).toBeInTheDocument()
  })
})
