import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TYPING_PAUSE_MS } from '../../../../elements/shop-donations/AmountPicker'
import type { ShopDonationsProps } from '../../../../elements/shop-donations/ShopDonations'
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
async function showCappedCampaign(props: ShopDonationsProps = {}) {
  serveCampaigns(CAPPED_CAMPAIGN)
  const view = renderDonations({}, props)
  const amounts = await findAmounts()
  const input = within(amounts).getByRole('textbox', { name: 'Eigener Betrag in €' })
  return { ...view, amounts, input: input as HTMLInputElement }
}

/** The polite line before the buttons that says what will be added. */
const preview = () => screen.getByText(/^Sie spenden/)

/** The field's message line (empty while there is nothing to say). */
const fieldMessage = (input: HTMLElement) =>
  input.parentElement?.querySelector('[part="error"]')?.textContent ?? null

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
    ['1.234', /etwa 15, 15,50 oder 1\.500,00/],
    ['12,345', /höchstens zwei Nachkommastellen/],
    ['zehn', /in Ziffern/],
    ['-5', /^Der Betrag muss positiv sein\.$/],
    // The shop's own wording: its translation wins over the built-in text.
    ['0,50', /^\[Shop\] Bitte spenden Sie mindestens 1,00\s€\.$/],
    ['100,01', /^Der Betrag ist höher als die noch möglichen 100,00\s€\.$/],
    ['1.000,00 €', /^Der Betrag ist höher als die noch möglichen 100,00\s€\.$/],
  ])(
    'rejects %s when the visitor leaves the field, with a message tied to it, and adds nothing',
    async (typed, message) => {
      const { input, user } = await showCappedCampaign()
      await user.type(input, typed)
      await user.tab()
      expect(addButton()).toBeDisabled()
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByText(message)).toBeVisible()
      expect(input).toHaveAccessibleDescription(expect.stringMatching(message.source.replace(/^\^|\$$/g, '')))
      expect(screen.queryByText(/^Sie spenden/)).toBeNull()
      // Enter does not add what is not an amount.
      await user.type(input, '{Enter}')
      expect(storedDonations()).toBeNull()
    },
  )

  it.each(['15 €', '€ 15', '15,-', 'EUR 15', '15,'])('reads "%s" as 15 €', async (typed) => {
    const { input, user } = await showCappedCampaign()
    await user.type(input, `${typed}{Enter}`)
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(storedDonations()).toEqual([{ value: 1500, campaign_id: 1 }])
  })

  it('says nothing while the visitor types ("15," is no error yet), and what is wrong once they pause', async () => {
    const { input, user } = await showCappedCampaign()
    await user.type(input, '1')
    expect(preview()).toHaveTextContent(/^Sie spenden 1,00\s€$/)
    await user.type(input, '5,')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(fieldMessage(input)).toBe('')
    await user.type(input, '5x')
    // No message at the keystroke; the amount that cannot be added is gone from the line and the button at once.
    expect(fieldMessage(input)).toBe('')
    expect(screen.queryByText(/^Sie spenden/)).toBeNull()
    expect(addButton()).toBeDisabled()
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'), {
      timeout: TYPING_PAUSE_MS * 3,
    })
    expect(fieldMessage(input)).toMatch(/in Ziffern/)
  })

  it('says what is wrong at once when Enter is pressed', async () => {
    const { input, user } = await showCappedCampaign()
    await user.type(input, '-5{Enter}')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(fieldMessage(input)).toBe('Der Betrag muss positiv sein.')
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

  it("caps a logged-in visitor at the museum's maximum and says what to do for a larger gift", async () => {
    logIn()
    const { input, user } = await showCappedCampaign()
    expect(input).toHaveAccessibleDescription(/^Von 1,00\s€ bis 5\.000,00\s€\.$/)
    expect(screen.queryByText(/Als Gast/)).toBeNull()
    await user.type(input, '9999999999999')
    await user.tab()
    const message =
      /^Online sind höchstens 5\.000,00\s€ möglich\. Für eine größere Spende wenden Sie sich bitte direkt an das Museum/
    expect(fieldMessage(input)).toMatch(message)
    // The field, the amount line and the button agree with the message.
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(/^Sie spenden/)).toBeNull()
    expect(addButton()).toBeDisabled()
    await user.type(input, '{Enter}')
    expect(storedDonations()).toBeNull()
    await user.clear(input)
    await user.type(input, '1.550,00 €')
    expect(preview()).toHaveTextContent(/^Sie spenden 1\.550,00\s€$/)
    await user.type(input, '{Enter}')
    expect(storedDonations()).toEqual([{ value: 155000, campaign_id: 1 }])
  })

  it('takes the maximum from the max-amount attribute', async () => {
    logIn()
    const { input, user } = await showCappedCampaign({ maxAmount: 20000 })
    expect(input).toHaveAccessibleDescription(/^Von 1,00\s€ bis 20\.000,00\s€\.$/)
    await user.type(input, '20.000,01')
    await user.tab()
    expect(fieldMessage(input)).toMatch(/^Online sind höchstens 20\.000,00\s€ möglich\./)
    await user.clear(input)
    await user.type(input, '20000{Enter}')
    expect(storedDonations()).toEqual([{ value: 2000000, campaign_id: 1 }])
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
