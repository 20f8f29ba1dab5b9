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

/** Chooses the dinosaur hall and returns its amount group. */
async function chooseCappedCampaign(config: Parameters<typeof renderDonations>[0] = {}) {
  const view = renderDonations(config)
  await view.user.click(await screen.findByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }))
  return { ...view, amounts: await findAmounts() }
}

const NINETY_EUROS_FOR_THE_HALL = { value: 9000, campaign_id: 1 }

describe('<ShopDonations> guest cap (per campaign)', () => {
  it.each([
    ['a guest', beGuest, {}],
    ['an unauthenticated visitor', () => {}, {}],
    ['a visitor whose login expired', loginExpired, {}],
    ['a logged-in visitor of the second shop type', logIn, { shopType: 'second' as const }],
  ])(
    'shows %s what is still possible and disables presets above it, with the reason',
    async (_who, who, config) => {
      who()
      storeDonations(NINETY_EUROS_FOR_THE_HALL)
      const { amounts } = await chooseCappedCampaign(config)
      expect(amounts).toHaveAccessibleDescription(
        /^Als Gast können Sie höchstens 100,00\s€ spenden\. Noch möglich: 10,00\s€\. Höhere Beträge sind nicht wählbar\.$/,
      )
      const preset = (amount: string) => within(amounts).getByRole('radio', { name: euros(amount) })
      expect(preset('5,00')).toBeEnabled()
      expect(preset('10,00')).toBeEnabled()
      expect(preset('25,00')).toBeDisabled()
      expect(preset('25,00')).toHaveAccessibleDescription('Höhere Beträge sind nicht wählbar.')
      expect(within(amounts).getByRole('textbox')).toHaveAccessibleDescription(/^Von 1,00\s€ bis 10,00\s€\.$/)
    },
  )

  it('says before any click that nothing is left when the cart holds the whole cap', async () => {
    beGuest()
    storeDonations({ value: 6000, campaign_id: 1 }, { value: 4000, campaign_id: 1 })
    const { user, navigate } = renderDonations()
    await user.click(await screen.findByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(/schon das Gast-Limit von 100,00\s€ erreicht/)
    expect(within(status).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      'https://shop.demo-museum.de/#/login',
    )
    expect(screen.queryByRole('group', { name: 'Betrag wählen' })).toBeNull()
    expect(addButton()).toBeDisabled()
    // The other campaign has no cap and stays open.
    await user.click(screen.getByRole('radio', { name: 'Restaurierung „Große Welle“' }))
    expect(screen.queryByText(/Gast-Limit/)).toBeNull()
    await user.click(within(await findAmounts()).getByRole('radio', { name: euros('25,00') }))
    expect(addButton()).toBeEnabled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('still refuses, and says why, when another tab filled the cap after the page was shown', async () => {
    beGuest()
    const { user, navigate, added, amounts } = await chooseCappedCampaign()
    await user.click(within(amounts).getByRole('radio', { name: euros('25,00') }))
    storeDonations(NINETY_EUROS_FOR_THE_HALL)
    await user.click(addButton())
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
    // The preset, the amount line and the button agree with the refusal.
    const preset = within(amounts).getByRole('radio', { name: euros('25,00') })
    expect(preset).toBeDisabled()
    expect(preset).not.toBeChecked()
    expect(screen.queryByText(/^Sie spenden/)).toBeNull()
    expect(addButton()).toBeDisabled()
  })

  it('refuses a typed amount that another tab made too large: field, amount line and button agree', async () => {
    beGuest()
    const { user, navigate, amounts } = await chooseCappedCampaign()
    const input = within(amounts).getByRole('textbox')
    await user.type(input, '25')
    expect(screen.getByText(/^Sie spenden 25,00\s€$/)).toBeVisible()
    storeDonations(NINETY_EUROS_FOR_THE_HALL)
    // Leaving the field for the button reads the cart again: the amount is refused before the click lands.
    await user.click(addButton())
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/Der Betrag ist höher als die noch möglichen 10,00\s€\./)
    expect(screen.queryByText(/^Sie spenden/)).toBeNull()
    expect(addButton()).toBeDisabled()
    expect(storedDonations()).toEqual([NINETY_EUROS_FOR_THE_HALL])
    expect(navigate).not.toHaveBeenCalled()
  })

  it('lets a capped visitor reach the limit exactly, after choosing less', async () => {
    beGuest()
    storeDonations(NINETY_EUROS_FOR_THE_HALL)
    const { navigate } = await giveToCappedCampaign('10,00')
    expect(screen.queryByRole('alert')).toBeNull()
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

  it('caps a custom amount at what is still possible, before the click', async () => {
    beGuest()
    storeDonations(NINETY_EUROS_FOR_THE_HALL)
    const { user, navigate, amounts } = await chooseCappedCampaign()
    const input = within(amounts).getByRole('textbox')
    await user.type(input, '10,01{Enter}')
    expect(input).toHaveAccessibleDescription(/Der Betrag ist höher als die noch möglichen 10,00\s€\./)
    expect(addButton()).toBeDisabled()
    expect(navigate).not.toHaveBeenCalled()
    expect(storedDonations()).toEqual([NINETY_EUROS_FOR_THE_HALL])
  })
})
