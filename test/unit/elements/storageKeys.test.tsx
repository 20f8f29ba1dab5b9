/**
 * The storage-keys attribute of both init elements: the keys become part of the configuration, and the elements read
 * and write only those keys.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '../../../elements/index'
import { DEFAULT_STORAGE_KEYS, type StorageKeys } from '../../../src/domain/shop/storageKeys'
import { shopStore } from '../../../src/store/shopStore'
import { renderDonations } from './shop-donations/renderDonations'
import { renderPayment } from './shop-payment/shopPaymentRender'

const config = () => shopStore.getState().config
const storageKeysOfConfig = () => {
  const state = config()
  return state.status === 'ready' ? state.config.storageKeys : undefined
}

// A relative shop-url keeps the shop on the page's origin, so no other console line interferes.
const INIT_ATTRIBUTES = {
  'shop-init': 'api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" shop-url="/shop/"',
  'shop-init-domain': 'api-domain="demo-museum.gomus.de" shop-domain="shop.demo-museum.de" shop-url="/shop/"',
}

function placeInit(tag: keyof typeof INIT_ATTRIBUTES, extra = ''): HTMLElement {
  document.body.innerHTML = `<${tag} ${INIT_ATTRIBUTES[tag]} ${extra}></${tag}>`
  return document.body.firstElementChild as HTMLElement
}

const CUSTOM: StorageKeys = {
  ...DEFAULT_STORAGE_KEYS,
  cart: 'museum.cart',
  donations: 'museum.donations',
  skipDonation: 'museum.skip',
}

describe.each(['shop-init', 'shop-init-domain'] as const)('<%s storage-keys>', (tag) => {
  it('without the attribute, the configuration has the default keys', async () => {
    placeInit(tag)
    await waitFor(() => expect(storageKeysOfConfig()).toEqual(DEFAULT_STORAGE_KEYS))
  })

  it('puts the overridden keys into the configuration, the others keep their defaults', async () => {
    placeInit(tag, `storage-keys='{"cart":"shopCart","skipDonation":"noGift"}'`)
    await waitFor(() =>
      expect(storageKeysOfConfig()).toEqual({
        ...DEFAULT_STORAGE_KEYS,
        cart: 'shopCart',
        skipDonation: 'noGift',
      }),
    )
  })

  it('follows a changed attribute, and the storageKeys property reflects to it', async () => {
    const init = placeInit(tag, `storage-keys='{"cart":"shopCart"}'`)
    await waitFor(() => expect(storageKeysOfConfig()?.cart).toBe('shopCart'))
    ;(init as HTMLElementTagNameMap['shop-init']).storageKeys = '{"cart":"basket"}'
    expect(init.getAttribute('storage-keys')).toBe('{"cart":"basket"}')
    await waitFor(() => expect(storageKeysOfConfig()?.cart).toBe('basket'))
  })

  it('keeps the default of an invalid override and logs one console line, however often it is configured', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const init = placeInit(tag, `storage-keys='{"cart":"","basket":"x","donations":"gifts"}'`)
    await waitFor(() =>
      expect(storageKeysOfConfig()).toEqual({ ...DEFAULT_STORAGE_KEYS, donations: 'gifts' }),
    )
    init.setAttribute('locale', 'en')
    await waitFor(() => expect(config()).toMatchObject({ config: { locale: 'en' } }))
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^\[museum-shop\] storage-keys: ignored "cart" .*"basket" \(unknown name/)],
    ])
  })

  it('reads the stored language for the locale under the configured language key', async () => {
    localStorage.setItem(DEFAULT_STORAGE_KEYS.language, 'fr')
    localStorage.setItem('museum.lang', 'en')
    placeInit(tag, `storage-keys='{"language":"museum.lang"}'`)
    await waitFor(() => expect(config()).toMatchObject({ config: { locale: 'en' } }))
  })
})

describe('the elements use the configured keys only', () => {
  it('<shop-donations> stores the donation and the skip flag under the configured keys', async () => {
    const { user } = renderDonations({ storageKeys: CUSTOM })
    await user.click(await screen.findByRole('radio', { name: 'Restaurierung „Große Welle“' }))
    await user.click(
      within(await screen.findByRole('group', { name: 'Betrag wählen' })).getAllByRole('radio')[0]!,
    )
    await user.click(screen.getByRole('button', { name: 'Spende in den Warenkorb' }))
    expect(JSON.parse(localStorage.getItem('museum.donations') ?? 'null')).toEqual([
      { value: 500, campaign_id: 2 },
    ])
    expect(localStorage.getItem('museum.skip')).toBe('true')
    expect(localStorage.getItem(DEFAULT_STORAGE_KEYS.donations)).toBeNull()
    expect(localStorage.getItem(DEFAULT_STORAGE_KEYS.skipDonation)).toBeNull()
  })

  it('<shop-payment> shows the cart and donations stored under the configured keys, not the defaults', async () => {
    const line = (name: string) => ({
      type: 'Ticket',
      attributes: { id: 7, quantity: 1 },
      name,
      price_cents: 1250,
    })
    localStorage.setItem('museum.cart', JSON.stringify({ version: 1, items: [line('Eintritt')] }))
    localStorage.setItem('museum.donations', JSON.stringify([{ value: 700, campaign_id: 1 }]))
    localStorage.setItem(
      DEFAULT_STORAGE_KEYS.cart,
      JSON.stringify({ version: 1, items: [line('Falscher Schlüssel')] }),
    )
    renderPayment({}, { storageKeys: CUSTOM })
    expect(await screen.findByRole('cell', { name: 'Eintritt' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: /^7,00\s€$/ })).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'Falscher Schlüssel' })).toBeNull()
  })
})
