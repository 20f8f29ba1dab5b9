import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { knobs } from '../../../msw/knobs'
import {
  addButton,
  CAPPED_CAMPAIGN,
  euros,
  findAmounts,
  renderDonations,
  serveCampaigns,
  serveDonations,
  UNCAPPED_CAMPAIGN,
} from './renderDonations'

const campaignGroup = () => screen.findByRole('group', { name: 'Wofür möchten Sie spenden?' })

describe('<ShopDonations> choosing a campaign and an amount', () => {
  it('offers several campaigns as a radio group with name, picture and info text, none chosen yet', async () => {
    const { container } = renderDonations()
    const group = await campaignGroup()
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(2)
    for (const radio of radios) expect(radio).not.toBeChecked()
    expect(
      within(group).getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }),
    ).toHaveAccessibleDescription('Helfen Sie uns, das Skelett des Brachiosaurus neu aufzubauen.')
    const pictures = container.querySelectorAll('img')
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual([
      CAPPED_CAMPAIGN?.picture.thumbnail,
      UNCAPPED_CAMPAIGN?.picture.thumbnail,
    ])
    expect(screen.queryByRole('group', { name: 'Betrag wählen' })).toBeNull()
    expect(addButton()).toBeDisabled()
  })

  it('shows the presets of the chosen campaign in the shop currency, and enables adding once one is picked', async () => {
    const { user } = renderDonations()
    await user.click(await screen.findByRole('radio', { name: 'Restaurierung „Große Welle“' }))
    const amounts = await findAmounts()
    const presets = within(amounts).getAllByRole('radio')
    expect(presets.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(euros('5,00')),
      expect.stringMatching(euros('10,00')),
      expect.stringMatching(euros('25,00')),
    ])
    // Campaign 2 takes no free amounts.
    expect(within(amounts).queryByRole('textbox')).toBeNull()
    expect(addButton()).toBeDisabled()
    await user.click(within(amounts).getByRole('radio', { name: euros('10,00') }))
    expect(addButton()).toBeEnabled()
  })

  it('forgets the amount when the visitor switches to another campaign', async () => {
    const { user } = renderDonations()
    await user.click(await screen.findByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }))
    await user.click(within(await findAmounts()).getByRole('radio', { name: euros('25,00') }))
    await user.click(screen.getByRole('radio', { name: 'Restaurierung „Große Welle“' }))
    expect(within(await findAmounts()).getByRole('radio', { name: euros('25,00') })).not.toBeChecked()
    expect(addButton()).toBeDisabled()
  })

  it('chooses a single campaign by itself: no campaign radio, amounts at once', async () => {
    serveCampaigns(UNCAPPED_CAMPAIGN)
    const { user } = renderDonations()
    const amounts = await findAmounts()
    expect(screen.getByText('Restaurierung „Große Welle“')).toBeVisible()
    expect(screen.queryByRole('group', { name: 'Wofür möchten Sie spenden?' })).toBeNull()
    await user.click(within(amounts).getByRole('radio', { name: euros('5,00') }))
    expect(addButton()).toBeEnabled()
  })

  it('leaves out bad campaign data and bad options, says so once on the console, and shows what is left', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    serveCampaigns(
      { ...CAPPED_CAMPAIGN, options: [-500, 500, 1.5] },
      { ...UNCAPPED_CAMPAIGN, options: undefined },
      { ...UNCAPPED_CAMPAIGN, id: 3, guest_limit: -1 },
    )
    renderDonations()
    const amounts = await findAmounts()
    expect(screen.getByText('Neue Dinosaurierhalle 🦕')).toBeVisible()
    expect(screen.queryByText(/Restaurierung/)).toBeNull()
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([expect.stringMatching(euros('5,00'))])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /left out 2 invalid campaign\(s\) and 2 invalid amount option\(s\)/,
    )
  })

  it('renders campaign texts as text and leaves out a thumbnail that is not an image address', async () => {
    serveCampaigns({
      ...CAPPED_CAMPAIGN,
      name: '<img src=x onerror="alert(1)">',
      picture: { thumbnail: 'javascript:alert(1)' },
      translations: { 'donations.shop.info': '<b>fett</b>' },
    })
    const { container } = renderDonations()
    await findAmounts()
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeVisible()
    expect(screen.getByText('<b>fett</b>')).toBeVisible()
    expect(container.querySelector('img, b')).toBeNull()
  })

  it.each([
    ['an empty campaign list', { enabled: true, campaigns: [] }, /no usable donation campaigns/],
    ['no donation config', {}, /no usable donation campaigns/],
    ['donations disabled', { enabled: false, campaigns: [CAPPED_CAMPAIGN] }, /donations are disabled/],
    ['only invalid campaigns', { campaigns: [{ id: -1 }] }, /\(1 left out as invalid\)/],
  ])('shows nothing and logs one line for %s', async (_case, donations, log) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    serveDonations(donations)
    const { container } = renderDonations()
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(warn.mock.calls[0]?.[0]).toMatch(log)
    expect(container.textContent).toBe('')
    expect(container.querySelector('input, button, img')).toBeNull()
  })

  it('shows the load error as an announced, human message with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    knobs.failures.shop = 'http500'
    renderDonations()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Shop antwortet gerade nicht. Bitte versuchen Sie es gleich noch einmal.',
    )
    expect(screen.getByRole('alert')).not.toHaveTextContent('500')
    knobs.failures.shop = undefined
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect((await screen.findAllByRole('button', { name: /Spende/ })).length).toBeGreaterThan(0)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a busy frame of the form while the shop loads: nothing to choose, only "continue" to press', async () => {
    knobs.latencyMs = 50
    const { container } = renderDonations()
    const frame = container.querySelector('[aria-busy="true"]')
    expect(frame).not.toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Spendenmöglichkeiten werden geladen')
    expect(screen.queryAllByRole('radio')).toEqual([])
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Weiter ohne Spende'])
    await campaignGroup()
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })
})
