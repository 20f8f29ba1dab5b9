import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import '../../../../elements/index'
import { pageNavigation } from '../../../../src/domain/browser/navigation'
import { expectCrossOriginWarning } from '../../../helpers/consoleLines'
import { euros, skipFlag, storedDonations } from './renderDonations'

const INIT =
  '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="en"' +
  ' shop-url="https://shop.museum.example/" variant="special"></shop-init>'

/** Places the markup and returns the donation element's shadow root, queryable like a container. */
function place(html: string) {
  document.body.innerHTML = html
  const host = document.querySelector('shop-donations')
  if (!host?.shadowRoot) throw new Error('<shop-donations> has no shadow root')
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) }
}

describe('<shop-donations> as a custom element', () => {
  it('renders in its shadow root with English texts, adds a donation and opens the cart', async () => {
    expectCrossOriginWarning('https://shop.museum.example/')
    const navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {})
    const events: unknown[] = []
    document.addEventListener('shop-donation-added', (event) => events.push((event as CustomEvent).detail), {
      once: true,
    })
    const { host, shadow } = place(`${INIT}<shop-donations></shop-donations>`)
    const user = userEvent.setup()

    await user.click(await shadow.findByRole('radio', { name: 'New dinosaur hall 🦕' }))
    const amounts = shadow.getByRole('group', { name: 'Choose an amount' })
    await user.click(within(amounts).getByRole('radio', { name: euros('5,00') }))
    await user.click(shadow.getByRole('button', { name: 'Add donation to cart' }))

    expect(storedDonations()).toEqual([{ value: 500, campaign_id: 1 }])
    expect(skipFlag()).toBe('true')
    expect(events).toEqual([{ campaignId: 1, valueCents: 500 }])
    expect(navigate).toHaveBeenCalledWith('https://shop.museum.example/cart')
    // Nothing leaks into the page's light DOM.
    expect(host.children).toHaveLength(0)
  })

  it('shows the configuration error in its shadow root when no init element configures the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const errors: unknown[] = []
    document.addEventListener('shop-error', (event) => errors.push(event.detail), { once: true })
    const { shadow } = place('<shop-donations></shop-donations>')
    expect(await shadow.findByRole('alert')).toHaveTextContent(
      'This part of the shop is not available right now.',
    )
    expect(shadow.queryByRole('button', { name: 'Try again' })).toBeNull()
    await waitFor(() =>
      expect(errors).toEqual([expect.objectContaining({ element: 'shop-donations', code: 'config' })]),
    )
    expect(error).toHaveBeenCalledTimes(1)
  })
})
