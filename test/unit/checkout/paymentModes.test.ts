import { describe, expect, it } from 'vitest'
import { shopSchema } from '../../../src/api/schemas/shop'
import { paymentModesOf, preselectedModeId } from '../../../src/checkout/modes/paymentModes'
import { shopObjectFixture } from '../../msw/fixtures/shop'
import { extraPaymentModes } from '../../msw/payModeKnobs'

function shopWith(paymentModes: object, defaultPaymentModeId?: number | string) {
  const fixture = shopObjectFixture()
  return shopSchema.parse({
    ...fixture,
    payment_modes: paymentModes,
    settings: { ...fixture.settings, defaultPaymentModeId },
  })
}

const PAYPAL = { id: 12, name: 'PayPal', type: 'pay_pal', client_id: 'test-client-id' }

describe('the shop payment modes as choices', () => {
  it('lists the PayPal mode and every other mode by its name, in the shop order', () => {
    const shop = shopWith({ '12': PAYPAL, ...extraPaymentModes() }, 12)
    expect(paymentModesOf(shop)).toEqual([
      { id: '12', name: 'PayPal', payPal: true },
      { id: '21', name: 'Sofortüberweisung', payPal: false },
      { id: '22', name: 'Kreditkarte (Computop)', payPal: false },
      { id: '23', name: 'Rechnung', payPal: false },
      { id: '24', name: 'Lastschrift', payPal: false },
    ])
  })

  it('offers no PayPal-typed mode without a client id, and names a nameless mode by its id', () => {
    const shop = shopWith({
      '3': { id: 3, type: 'pay_pal', client_id: null },
      '7': { id: 7, type: 'invoice', name: '  ' },
    })
    expect(paymentModesOf(shop)).toEqual([{ id: '7', name: '7', payPal: false }])
  })

  it('preselects the default mode, a number or a text', () => {
    const modes = { '12': PAYPAL, ...extraPaymentModes() }
    expect(preselectedModeId(shopWith(modes, 23), paymentModesOf(shopWith(modes)))).toBe('23')
    expect(preselectedModeId(shopWith(modes, '22'), paymentModesOf(shopWith(modes)))).toBe('22')
  })

  it('chooses a single mode without asking, whatever the default says', () => {
    const shop = shopWith({ '23': extraPaymentModes()[23] }, 12)
    expect(preselectedModeId(shop, paymentModesOf(shop))).toBe('23')
  })

  it('preselects nothing when the default is missing or not among the modes', () => {
    const modes = { '12': PAYPAL, ...extraPaymentModes() }
    expect(preselectedModeId(shopWith(modes), paymentModesOf(shopWith(modes)))).toBeNull()
    expect(preselectedModeId(shopWith(modes, 99), paymentModesOf(shopWith(modes)))).toBeNull()
  })
})
