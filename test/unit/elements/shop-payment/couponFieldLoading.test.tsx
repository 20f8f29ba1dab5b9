/**
 * <shop-payment>'s code field loads only when it is needed: below the summary the closed field is drawn without the
 * field's chunk, opening it loads the chunk with the keyboard in the field, a failed load says so with "Erneut
 * versuchen" and a `shop-error`, and a stored value voucher loads the field at once while the summary already shows
 * its credit and what is left to pay. The chunk is the field's module, observed through a mock that counts its loads.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { couponsKey } from '../../../../src/domain/cart/coupons'
import { DEFAULT_STORAGE_KEYS as STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { storeCart } from './checkoutFixtures'
import { renderPayment } from './shopPaymentRender'

const chunk = vi.hoisted(() => ({ loads: 0, fail: false }))
vi.mock('../../../../elements/base/coupons/CouponField', async (importOriginal) => {
  chunk.loads += 1
  if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

const OPEN = { name: 'Gutschein- oder Aktionscode eingeben' }
const FIELD = { name: 'Gutschein- oder Aktionscode' }

// In this order: the module is loaded once per file, so the first test sees the closed field without it.
describe("the checkout's code field, loaded when needed", () => {
  it('draws the closed field below the summary without loading its chunk', async () => {
    storeCart()
    renderPayment()
    const toggle = await screen.findByRole('button', OPEN)
    expect(toggle).toHaveAttribute('part', 'coupon-toggle')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('table').compareDocumentPosition(toggle)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(screen.queryByRole('textbox', FIELD)).toBeNull()
    expect(chunk.loads).toBe(0)
  })

  it('says so with a retry and a shop-error when the chunk cannot be loaded; the retry opens the field', async () => {
    consoleSpies()
    chunk.fail = true
    storeCart()
    const { user, events } = renderPayment()
    await user.click(await screen.findByRole('button', OPEN))
    const alert = await screen.findByText(
      'Das Feld für Gutschein- und Aktionscodes konnte nicht geladen werden.',
    )
    await waitFor(() =>
      expect(events.map((event) => event.detail)).toContainEqual(
        expect.objectContaining({ element: 'shop-payment', code: 'coupon_field_load' }),
      ),
    )
    chunk.fail = false
    const message = alert.closest('[role="alert"]') as HTMLElement
    await user.click(within(message).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('textbox', FIELD)).toHaveFocus()
  })

  it('opens with the keyboard in the field', async () => {
    storeCart()
    const { user } = renderPayment()
    await user.click(await screen.findByRole('button', OPEN))
    expect(await screen.findByRole('textbox', FIELD)).toHaveFocus()
  })

  it('loads the field at once for a stored voucher; the summary shows its credit', async () => {
    storeCart()
    localStorage.setItem(
      couponsKey(STORAGE_KEYS),
      JSON.stringify({ coupons: [{ code: 'WERT25', kind: 'value', valueCents: 2500 }], prices: null }),
    )
    renderPayment()
    expect(await screen.findByRole('list', { name: 'Eingelöste Codes' })).toHaveTextContent('WERT25')
    expect(document.querySelector('[part="coupon-due"]')).toHaveTextContent(/24,99\s€/)
  })
})
