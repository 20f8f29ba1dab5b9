import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  addButton,
  CART_URL,
  euros,
  findAmounts,
  renderDonations,
  skipButton,
  skipFlag,
  storeDonations,
  storedDonations,
} from './renderDonations'

const storageIsFull = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })

/** Chooses the restoration campaign (no cap) and 10 €. */
async function chooseTenEuros(user: ReturnType<typeof renderDonations>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Restaurierung „Große Welle“' }))
  await user.click(within(await findAmounts()).getByRole('radio', { name: euros('10,00') }))
}

describe('<ShopDonations> adding to the cart', () => {
  it('appends {value in cents, campaign_id} to the stored donations, sets the skip flag and goes to the cart', async () => {
    storeDonations({ value: 500, campaign_id: 1 })
    const { user, navigate } = renderDonations()
    await chooseTenEuros(user)
    await user.click(addButton())
    expect(storedDonations()).toEqual([
      { value: 500, campaign_id: 1 },
      { value: 1000, campaign_id: 2 },
    ])
    expect(skipFlag()).toBe('true')
    expect(navigate.mock.calls).toEqual([[CART_URL]])
  })

  it('tells the host page shop-donation-added before it navigates', async () => {
    const { user, added } = renderDonations()
    await chooseTenEuros(user)
    await user.click(addButton())
    expect(added).toEqual([{ detail: { campaignId: 2, valueCents: 1000 }, navigationsBefore: 0 }])
  })

  it('continues without a donation: sets the skip flag, goes to the cart, stores and announces nothing', async () => {
    const { user, navigate, added } = renderDonations()
    await user.click(await screen.findByRole('button', { name: 'Weiter ohne Spende' }))
    expect(skipFlag()).toBe('true')
    expect(storedDonations()).toBeNull()
    expect(added).toEqual([])
    expect(navigate.mock.calls).toEqual([[CART_URL]])
  })

  it.each([
    ['hash-routed shop', { shopType: 'hash', variant: 'default' }, 'https://shop.museum.example/#/cart'],
    ['second shop type', { shopType: 'second', variant: 'default' }, 'https://shop.museum.example/#/cart'],
    ['special variant', { shopType: 'hash', variant: 'special' }, 'https://shop.museum.example/cart'],
  ] as const)('goes to the cart address of the %s', async (_case, shop, cartUrl) => {
    const { user, navigate } = renderDonations({ ...shop, shopUrl: 'https://shop.museum.example/' })
    await chooseTenEuros(user)
    await user.click(addButton())
    await user.click(skipButton())
    expect(navigate.mock.calls).toEqual([[cartUrl], [cartUrl]])
  })

  it('says so and stays when the browser refuses to store the donation', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, navigate, added } = renderDonations()
    await chooseTenEuros(user)
    storageIsFull()
    await user.click(addButton())
    expect(screen.getByRole('alert')).toHaveTextContent(/Der Speicher des Browsers ist voll oder gesperrt/)
    expect(navigate).not.toHaveBeenCalled()
    expect(added).toEqual([])
    expect(storedDonations()).toBeNull()
  })

  it('says so and stays when the skip flag cannot be stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, navigate } = renderDonations()
    await screen.findByRole('button', { name: 'Weiter ohne Spende' })
    storageIsFull()
    await user.click(skipButton())
    expect(screen.getByRole('alert')).toHaveTextContent(/konnte nicht gespeichert werden/)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('keeps the page alive when the host forbids navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, navigate } = renderDonations()
    navigate.mockImplementation(() => {
      throw new DOMException('Navigation is blocked', 'SecurityError')
    })
    await user.click(await screen.findByRole('button', { name: 'Weiter ohne Spende' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Teil des Shops ist gerade nicht verfügbar.')
  })
})
