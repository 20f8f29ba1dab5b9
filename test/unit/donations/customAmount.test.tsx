import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  addButton,
  CAPPED_CAMPAIGN,
  euros,
  findAmounts,
  logIn,
  renderDonations,
  serveCampaigns,
  storedDonations,
} from './renderDonations'

/** The dinosaur hall alone: presets 5/10/25 €, free amounts, guest cap 100 €. */
async function showCappedCampaign() {
  serveCampaigns(CAPPED_CAMPAIGN)
  const view = renderDonations()
  const amounts = await findAmounts()
  const input = within(amounts).getByRole('spinbutton', { name: 'Eigener Betrag in €' })
  return { ...view, amounts, input: input as HTMLInputElement }
}

describe('<ShopDonations> custom amount', () => {
  it('is a labelled number input with its limits in text: 1 € up to the guest limit for a guest', async () => {
    const { input } = await showCappedCampaign()
    expect(input).toHaveAttribute('type', 'number')
    expect(input).toHaveAttribute('min', '1.00')
    expect(input).toHaveAttribute('max', '100.00')
    expect(input).toHaveAttribute('step', '0.01')
    expect(input).toHaveAccessibleDescription(/^Von 1,00\s€ bis 100,00\s€\.$/)
    expect(screen.getByText(/^Als Gast können Sie höchstens 100,00\s€ spenden\.$/)).toBeVisible()
  })

  it('adds a typed amount as integer cents', async () => {
    const { input, user, navigate } = await showCappedCampaign()
    await user.type(input, '12.34')
    expect(input).not.toHaveAttribute('aria-invalid')
    await user.click(addButton())
    expect(storedDonations()).toEqual([{ value: 1234, campaign_id: 1 }])
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['0', 'below the minimum'],
    ['12.345', 'with more than two decimals'],
    ['100.01', 'above the guest limit'],
    ['1e3', 'in exponent notation'],
  ])('rejects %s (%s): no amount, the input’s validation message tied to it', async (typed) => {
    const { input, user } = await showCappedCampaign()
    await user.type(input, typed)
    expect(addButton()).toBeDisabled()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input.validationMessage).not.toBe('')
    expect(input).toHaveAccessibleDescription(expect.stringContaining(input.validationMessage))
    // Enter does not add what is not an amount.
    await user.type(input, '{Enter}')
    expect(storedDonations()).toBeNull()
  })

  it('treats text as no amount', async () => {
    const { input, user } = await showCappedCampaign()
    await user.type(input, 'zehn')
    expect(input.value).toBe('')
    expect(addButton()).toBeDisabled()
  })

  it('lets the visitor correct an invalid amount', async () => {
    const { input, user } = await showCappedCampaign()
    await user.type(input, '150')
    expect(addButton()).toBeDisabled()
    await user.clear(input)
    await user.type(input, '100')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(addButton()).toBeEnabled()
  })

  it('has no maximum for a logged-in visitor, who is not capped', async () => {
    logIn()
    const { input, user } = await showCappedCampaign()
    expect(input).not.toHaveAttribute('max')
    expect(input).toHaveAccessibleDescription(/^Mindestens 1,00\s€\.$/)
    expect(screen.queryByText(/Als Gast/)).toBeNull()
    await user.type(input, '250{Enter}')
    expect(storedDonations()).toEqual([{ value: 25000, campaign_id: 1 }])
  })

  it('replaces a chosen preset when typing, and clears the typed amount when a preset is chosen', async () => {
    const { input, amounts, user } = await showCappedCampaign()
    const preset = within(amounts).getByRole('radio', { name: euros('25,00') })
    await user.click(preset)
    await user.type(input, '7')
    expect(preset).not.toBeChecked()
    await user.click(preset)
    expect(input.value).toBe('')
    await user.click(addButton())
    expect(storedDonations()).toEqual([{ value: 2500, campaign_id: 1 }])
  })
})
