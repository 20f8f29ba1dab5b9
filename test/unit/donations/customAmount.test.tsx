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
  const input = within(amounts).getByRole('textbox', { name: 'Eigener Betrag in €' })
  return { ...view, amounts, input: input as HTMLInputElement }
}

/** The polite line before the buttons that says what will be added. */
const preview = () => screen.getByText(/^Sie spenden/)

describe('<ShopDonations> custom amount', () => {
  it('is a labelled decimal text input with its limits in text: 1 € up to the guest limit for a guest', async () => {
    const { input } = await showCappedCampaign()
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('inputmode', 'decimal')
    expect(input).toHaveAccessibleDescription(/^Von 1,00\s€ bis 100,00\s€\.$/)
    expect(screen.getByText(/^Als Gast können Sie höchstens 100,00\s€ spenden\.$/)).toBeVisible()
  })

  it.each(['15,50', '15.50', ' 15,5 '])('adds "%s" as 1550 cents and says so first', async (typed) => {
    const { input, user, navigate } = await showCappedCampaign()
    await user.type(input, typed)
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(preview()).toHaveTextContent(/^Sie spenden 15,50\s€$/)
    expect(preview()).toHaveAttribute('aria-live', 'polite')
    await user.click(addButton())
    expect(storedDonations()).toEqual([{ value: 1550, campaign_id: 1 }])
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['1.234,50', /wie 15,50 oder 15 ein/],
    ['1,234.50', /wie 15,50 oder 15 ein/],
    ['12,345', /höchstens zwei Nachkommastellen/],
    ['zehn', /ohne Tausenderpunkt/],
    // The shop's own wording: its translation wins over the built-in text.
    ['0,50', /^\[Shop\] Bitte spenden Sie mindestens 1,00\s€\.$/],
    ['100,01', /^Der Betrag ist höher als die noch möglichen 100,00\s€\.$/],
  ])('rejects %s with a message tied to the input, and adds nothing', async (typed, message) => {
    const { input, user } = await showCappedCampaign()
    await user.type(input, typed)
    expect(addButton()).toBeDisabled()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(message)).toBeVisible()
    expect(input).toHaveAccessibleDescription(expect.stringMatching(message.source.replace(/^\^|\$$/g, '')))
    expect(screen.queryByText(/^Sie spenden/)).toBeNull()
    // Enter does not add what is not an amount.
    await user.type(input, '{Enter}')
    expect(storedDonations()).toBeNull()
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
    expect(input).toHaveAccessibleDescription(/^Mindestens 1,00\s€\.$/)
    expect(screen.queryByText(/Als Gast/)).toBeNull()
    await user.type(input, '1550,00')
    expect(preview()).toHaveTextContent(/^Sie spenden 1\.550,00\s€$/)
    await user.type(input, '{Enter}')
    expect(storedDonations()).toEqual([{ value: 155000, campaign_id: 1 }])
  })

  it('replaces a chosen preset when typing, and clears the typed amount when a preset is chosen', async () => {
    const { input, amounts, user } = await showCappedCampaign()
    const preset = within(amounts).getByRole('radio', { name: euros('25,00') })
    await user.click(preset)
    expect(preview()).toHaveTextContent(/^Sie spenden 25,00\s€$/)
    await user.type(input, '7')
    expect(preset).not.toBeChecked()
    expect(preview()).toHaveTextContent(/^Sie spenden 7,00\s€$/)
    await user.click(preset)
    expect(input.value).toBe('')
    await user.click(addButton())
    expect(storedDonations()).toEqual([{ value: 2500, campaign_id: 1 }])
  })
})
