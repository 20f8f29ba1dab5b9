import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  addButton,
  beGuest,
  CART_URL,
  euros,
  findAmounts,
  logIn,
  loginExpired,
  renderDonations,
  skipFlag,
  storeDonations,
  storedDonations,
} from './renderDonations'

/** Chooses the dinosaur hall (guest cap 100 €) and a preset, then presses "add to cart". */
async function giveToCappedCampaign(preset: string, config: Parameters<typeof renderDonations>[0] = {}) {
  const view = renderDonations(config)
  await view.user.click(await screen.findByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }))
  await view.user.click(within(await findAmounts()).getByRole('radio', { name: euros(preset) }))
  await view.user.click(addButton())
  return view
}

const NINETY_EUROS_FOR_THE_HALL = { value: 9000, campaign_id: 1 }

describe('<ShopDonations> guest cap (spec §6, per campaign)', () => {
  it.each([
    ['a guest', beGuest, {}],
    ['an unauthenticated visitor', () => {}, {}],
    ['a visitor whose login expired', loginExpired, {}],
    ['a logged-in visitor of the second shop type', logIn, { shopType: 'second' as const }],
  ])(
    'refuses %s a donation that takes the campaign past its limit, and says why and what to do',
    async (_who, who, config) => {
      who()
      storeDonations(NINETY_EUROS_FOR_THE_HALL)
      const { navigate, added } = await giveToCappedCampaign('25,00', config)
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent(/höchstens 100,00\s€ spenden; im Warenkorb sind dafür schon 90,00\s€/)
      expect(alert).toHaveTextContent(/Wählen Sie einen kleineren Betrag oder melden Sie sich an/)
      expect(within(alert).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
        'href',
        'https://shop.demo-museum.de/#/login',
      )
      expect(storedDonations()).toEqual([NINETY_EUROS_FOR_THE_HALL])
      expect(skipFlag()).toBeNull()
      expect(navigate).not.toHaveBeenCalled()
      expect(added).toEqual([])
    },
  )

  it('lets a capped visitor reach the limit exactly, after choosing less', async () => {
    beGuest()
    storeDonations(NINETY_EUROS_FOR_THE_HALL)
    const { user, navigate } = await giveToCappedCampaign('25,00')
    await user.click(screen.getByRole('radio', { name: euros('10,00') }))
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(addButton())
    expect(storedDonations()).toEqual([NINETY_EUROS_FOR_THE_HALL, { value: 1000, campaign_id: 1 }])
    expect(navigate).toHaveBeenCalledWith(CART_URL)
  })

  it('does not count donations to another campaign', async () => {
    beGuest()
    const toTheWave = { value: 50000, campaign_id: 2 }
    storeDonations(toTheWave, { value: 7500, campaign_id: 1 })
    const { navigate } = await giveToCappedCampaign('25,00')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(storedDonations()).toEqual([
      toTheWave,
      { value: 7500, campaign_id: 1 },
      { value: 2500, campaign_id: 1 },
    ])
    expect(navigate).toHaveBeenCalledWith(CART_URL)
  })

  it('does not cap a logged-in visitor', async () => {
    logIn()
    storeDonations(NINETY_EUROS_FOR_THE_HALL)
    const { navigate } = await giveToCappedCampaign('25,00')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(storedDonations()).toEqual([NINETY_EUROS_FOR_THE_HALL, { value: 2500, campaign_id: 1 }])
    expect(navigate).toHaveBeenCalledWith(CART_URL)
  })

  it('caps a custom amount too, counting what is already stored', async () => {
    beGuest()
    storeDonations(NINETY_EUROS_FOR_THE_HALL)
    const { user, navigate } = renderDonations()
    await user.click(await screen.findByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }))
    await user.type(within(await findAmounts()).getByRole('spinbutton'), '10.01{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent(/schon 90,00\s€/)
    expect(navigate).not.toHaveBeenCalled()
    expect(storedDonations()).toEqual([NINETY_EUROS_FOR_THE_HALL])
  })
})
