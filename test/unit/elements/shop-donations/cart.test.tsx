import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { knobs } from '../../../msw/knobs'
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
    await screen.findByRole('radio', { name: 'Restaurierung „Große Welle“' })
    await user.click(skipButton())
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
    const config = { ...shop, shopUrl: 'https://shop.museum.example/' }
    const adding = renderDonations(config)
    await chooseTenEuros(adding.user)
    await adding.user.click(addButton())
    adding.unmount()
    const skipping = renderDonations(config)
    await screen.findByRole('radio', { name: 'Restaurierung „Große Welle“' })
    await skipping.user.click(skipButton())
    expect(skipping.navigate.mock.calls).toEqual([[cartUrl], [cartUrl]])
  })

  it('adds once on a double click: both buttons are busy until the page has left', async () => {
    const { user, navigate, added } = renderDonations()
    await chooseTenEuros(user)
    await user.dblClick(addButton())
    await user.click(skipButton())
    expect(storedDonations()).toEqual([{ value: 1000, campaign_id: 2 }])
    expect(navigate.mock.calls).toEqual([[CART_URL]])
    expect(added).toHaveLength(1)
    expect(addButton()).toHaveAttribute('aria-busy', 'true')
    expect(addButton()).toHaveAttribute('aria-disabled', 'true')
    expect(skipButton()).toHaveAttribute('aria-disabled', 'true')
    expect(skipButton()).not.toHaveAttribute('aria-busy')
    expect(screen.getByText('Weiter zum Warenkorb …')).toHaveAttribute('aria-live', 'polite')
  })

  it('stores once when a second activation comes before the page has even re-rendered', async () => {
    const { user, navigate, added } = renderDonations()
    await chooseTenEuros(user)
    const form = addButton().closest('form')
    if (!form) throw new Error('the add button is not in a form')
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    expect(storedDonations()).toEqual([{ value: 1000, campaign_id: 2 }])
    expect(added).toHaveLength(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('adds once when Enter repeats in the amount field, and again after the page comes back from the cache', async () => {
    const { user, navigate } = renderDonations()
    await user.click(await screen.findByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }))
    await user.type(within(await findAmounts()).getByRole('textbox'), '12{Enter}{Enter}{Enter}')
    expect(storedDonations()).toEqual([{ value: 1200, campaign_id: 1 }])
    expect(navigate).toHaveBeenCalledTimes(1)
    // Back from the cart, restored from the back-forward cache: the form works again (a second, deliberate gift).
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    })
    expect(addButton()).not.toHaveAttribute('aria-busy')
    await user.click(addButton())
    expect(storedDonations()).toEqual([
      { value: 1200, campaign_id: 1 },
      { value: 1200, campaign_id: 1 },
    ])
  })

  it('continues without a donation while the shop still loads: it needs only the configuration', async () => {
    knobs.latencyMs = 1000
    const { user, navigate } = renderDonations()
    expect(screen.getByRole('status')).toHaveTextContent('Spendenmöglichkeiten werden geladen')
    await user.click(skipButton())
    expect(skipFlag()).toBe('true')
    expect(navigate.mock.calls).toEqual([[CART_URL]])
    expect(skipButton()).toHaveAttribute('aria-busy', 'true')
  })

  it('continues without a donation after the shop failed, under the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    knobs.failures.shop = 'http500'
    const { user, navigate } = renderDonations()
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop antwortet gerade nicht.')
    await user.click(skipButton())
    expect(skipFlag()).toBe('true')
    expect(navigate.mock.calls).toEqual([[CART_URL]])
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
    await screen.findByRole('radio', { name: 'Restaurierung „Große Welle“' })
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
    await screen.findByRole('radio', { name: 'Restaurierung „Große Welle“' })
    await user.click(skipButton())
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Teil des Shops ist gerade nicht verfügbar.')
    // The visitor may try again.
    expect(skipButton()).not.toHaveAttribute('aria-disabled')
  })
})
