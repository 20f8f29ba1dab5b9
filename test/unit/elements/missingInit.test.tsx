import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '../../../elements/index'
import { requestsTo } from '../../msw/requestLog'

describe('a page with shop elements but no init element', () => {
  it('shows the configuration error in the donations, nothing in the nav, one console line, and requests nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = `<shop-nav nav='[{"type":"coupons"}]'></shop-nav><shop-donations></shop-donations>`
    const donations = document.querySelector('shop-donations')!.shadowRoot!
    await waitFor(() =>
      expect(donations.querySelector('[role="alert"]')?.textContent).toMatch(
        /This part of the shop is not available right now/,
      ),
    )
    // A site header shows no message: the nav has no links to show without a configuration.
    const nav = document.querySelector('shop-nav')!.shadowRoot!
    expect(nav.querySelector('[role="alert"], nav')).toBeNull()
    expect(error).toHaveBeenCalledTimes(1)
    expect(requestsTo('/api/v4/shop')).toHaveLength(0)
  })
})
